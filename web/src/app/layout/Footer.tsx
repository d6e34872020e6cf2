import { Link } from '@/i18n/Link'
import { useTranslator } from '@/i18n/I18nProvider'
import { BrandLogo } from '@/components/BrandLogo'
import { Icon } from '@/components/Icon'
import { SocialLinks } from '@/components/SocialLinks'
import { paths } from '@/config/paths'
import { useSite } from '@/lib/site'
import { LanguageSwitch, useOtherLanguagePage } from './LanguageSwitch'

const navigationLinks = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.services, label: 'nav.services' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.contact, label: 'nav.contact' },
  { to: paths.marketingPartners, label: 'footer.marketingPartner' },
]

const quickLinks = [
  { to: paths.privacyPolicy, label: 'footer.privacyPolicy' },
  { to: paths.terms, label: 'footer.terms' },
  { to: paths.californiaPrivacy, label: 'footer.californiaPrivacy' },
  { to: paths.optOut, label: 'footer.optOut' },
  { to: paths.faqs, label: 'footer.faq' },
  { to: paths.blog, label: 'nav.blog' },
]

export function Footer() {
  const { t } = useTranslator()
  const site = useSite()
  const otherLanguage = useOtherLanguagePage()
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row g-4">
          <div className="col-lg-4">
            <BrandLogo brand={site.brand} className="brand-logo--footer" />
            <p className="site-footer__blurb">{t('footer.blurb', { brand: site.brand })}</p>
          </div>
          <div className="col-6 col-lg-2">
            <h2 className="site-footer__heading">{t('footer.navigation')}</h2>
            <ul className="site-footer__links">
              {navigationLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div className="col-6 col-lg-2">
            <h2 className="site-footer__heading">{t('footer.quickLinks')}</h2>
            <ul className="site-footer__links">
              {quickLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div className="col-lg-4">
            <h2 className="site-footer__heading">{t('footer.contact')}</h2>
            <p className="site-footer__support">
              <Icon name="clock" size={18} /> {t('footer.available')}
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
                    {t('nav.news')}
                    <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                  </a>
                </li>
              ) : null}
              {otherLanguage ? (
                <li>
                  <LanguageSwitch />
                </li>
              ) : null}
            </ul>
            {site.address ? <address className="site-footer__address">{site.address}</address> : null}
          </div>
        </div>
        <div className="site-footer__disclaimer">
          <h2 className="visually-hidden">{t('footer.disclaimer')}</h2>
          {site.footer_disclaimer ? (
            <p>
              <strong>{t('footer.disclaimerLabel')}</strong> {site.footer_disclaimer}
            </p>
          ) : null}
        </div>
        <div className="site-footer__bottom">
          <p className="mb-0">{t('footer.copyright', { brand: site.brand })}</p>
          <SocialLinks social={site.social} className="site-footer__social" size={18} />
        </div>
      </div>
    </footer>
  )
}
