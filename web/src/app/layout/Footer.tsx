import { Link } from '@/i18n/Link'
import { BrandLogo } from '@/components/BrandLogo'
import { Icon } from '@/components/Icon'
import { SocialLinks } from '@/components/SocialLinks'
import { paths } from '@/config/paths'
import { useSite } from '@/lib/site'

const navigationLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.services, label: 'Services' },
  { to: paths.about, label: 'About Us' },
  { to: paths.contact, label: 'Contact Us' },
  { to: paths.marketingPartners, label: 'Marketing Partner' },
]

const quickLinks = [
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms and Conditions' },
  { to: paths.californiaPrivacy, label: 'California Privacy' },
  { to: paths.optOut, label: 'Opt Out / Do Not Call' },
  { to: paths.faqs, label: 'Faq' },
  { to: paths.blog, label: 'Blog' },
]

export function Footer() {
  const site = useSite()
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row g-4">
          <div className="col-lg-4">
            <BrandLogo brand={site.brand} className="brand-logo--footer" />
            <p className="site-footer__blurb">
              {site.brand} helps people hurt in car, truck, motorcycle and other accidents reach an experienced personal-injury attorney in
              their own state, quickly and at no cost. Tell us what happened and a lawyer can review your claim.
            </p>
          </div>
          <div className="col-6 col-lg-2">
            <h2 className="site-footer__heading">Navigation</h2>
            <ul className="site-footer__links">
              {navigationLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div className="col-6 col-lg-2">
            <h2 className="site-footer__heading">Quick Links</h2>
            <ul className="site-footer__links">
              {quickLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div className="col-lg-4">
            <h2 className="site-footer__heading">Contact</h2>
            <p className="site-footer__support">
              <Icon name="clock" size={18} /> We are available 24/7 — day, night, weekends and holidays.
            </p>
            <ul className="site-footer__links site-footer__contact">
              {site.phone ? (
                <li>
                  <a href={site.phone_href}>
                    <Icon name="phone" size={16} /> {site.phone}
                  </a>
                </li>
              ) : null}
              {site.email ? (
                <li>
                  <a href={`mailto:${site.email}`}>
                    <Icon name="mail" size={16} /> {site.email}
                  </a>
                </li>
              ) : null}
              {site.news_url ? (
                <li>
                  <a href={site.news_url} target="_blank" rel="noopener noreferrer">
                    News<span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ) : null}
            </ul>
            {site.address ? <address className="site-footer__address">{site.address}</address> : null}
          </div>
        </div>
        <div className="site-footer__disclaimer">
          <h2 className="visually-hidden">Disclaimer</h2>
          {site.footer_disclaimer ? (
            <p>
              <strong>Disclaimer:</strong> {site.footer_disclaimer}
            </p>
          ) : null}
        </div>
        <div className="site-footer__bottom">
          <p className="mb-0">Copyright © 2024 {site.brand}. All rights reserved.</p>
          <SocialLinks social={site.social} className="site-footer__social" size={18} />
        </div>
      </div>
    </footer>
  )
}
