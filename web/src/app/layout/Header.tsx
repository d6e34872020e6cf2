import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { BrandLogo } from '@/components/BrandLogo'
import { ContactButton } from '@/components/ContactButton'
import { Icon } from '@/components/Icon'
import { NavDropdown } from '@/components/NavDropdown'
import { SocialLinks } from '@/components/SocialLinks'
import { paths } from '@/config/paths'
import { Link, NavLink } from '@/i18n/Link'
import { SiteSearch } from '@/features/search/components/SiteSearch'
import { useAllServices } from '@/features/services/api/get-all-services'
import { useStates } from '@/features/state-laws/api/get-states'
import { useSite } from '@/lib/site'
import { useStateResetOn } from '@/lib/use-state-reset-on'
import { useErrorToast } from '@/lib/use-error-toast'
import { useTranslator } from '@/i18n/I18nProvider'
import { LanguageSwitch } from './LanguageSwitch'

/** SPEC §9: the header sticks once the page has scrolled past 100 px. */
export const STICKY_AFTER_PX = 100

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [threshold])
  return past
}

function TopBar() {
  const site = useSite()
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <SocialLinks social={site.social} className="top-bar__social" />
        <div className="top-bar__contact">
          {site.email ? (
            <a href={`mailto:${site.email}`} className="top-bar__link">
              <Icon name="mail" size={16} />
              <span>{site.email}</span>
            </a>
          ) : null}
          {site.phone ? (
            <a href={site.phone_href} className="top-bar__link">
              <Icon name="phone" size={16} />
              <span>{site.phone}</span>
            </a>
          ) : null}
        </div>
        <LanguageSwitch className="top-bar__link top-bar__language" />
        <SiteSearch className="top-bar__search" />
      </div>
    </div>
  )
}

function MainNav() {
  const { t } = useTranslator()
  const site = useSite()
  const sticky = useScrolledPast(STICKY_AFTER_PX)
  const { pathname } = useLocation()
  // The menu closes when the visitor moves to another page.
  const [menuOpen, setMenuOpen] = useStateResetOn(false, pathname)
  const services = useAllServices()
  const states = useStates()
  useErrorToast(services.error, t('header.servicesFailed'), 'services-load')
  useErrorToast(states.error, t('header.statesFailed'), 'states-load')

  return (
    <header className={`main-nav${sticky ? ' is-sticky' : ''}`}>
      <nav className="container main-nav__inner" aria-label={t('header.navLabel')}>
        <BrandLogo brand={site.brand} />
        {site.phone ? (
          <a href={site.phone_href} className="main-nav__call" aria-label={t('header.callUs', { phone: site.phone })}>
            <Icon name="phone" size={20} />
          </a>
        ) : null}
        <button
          type="button"
          className="main-nav__burger"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} size={24} />
          <span className="visually-hidden">{t('header.menu')}</span>
        </button>
        <div id="main-menu" className={`main-nav__menu${menuOpen ? ' is-open' : ''}`}>
          <ul className="main-nav__list">
            <li className="nav-item">
              <NavLink to={paths.home} end className="nav-link">
                {t('nav.home')}
              </NavLink>
            </li>
            <li className="nav-item">
              <NavLink to={paths.about} className="nav-link">
                {t('nav.about')}
              </NavLink>
            </li>
            <NavDropdown label={t('nav.services')} to={paths.services} menuClassName="nav-dropdown__menu--services">
              <ul className="nav-dropdown__list">
                {(services.data ?? []).map((service) => (
                  <li key={service.id}>
                    <Link to={paths.serviceDetail(service.id)} className="nav-dropdown__item">
                      {service.title}
                    </Link>
                  </li>
                ))}
                {services.isPending ? <li className="nav-dropdown__note">{t('header.loadingServices')}</li> : null}
              </ul>
            </NavDropdown>
            <NavDropdown label={t('nav.stateLaw')} to={paths.stateLaws} menuClassName="nav-dropdown__menu--states">
              <ul className="nav-dropdown__list nav-dropdown__states">
                {(states.data ?? []).map((state) => (
                  <li key={state.id}>
                    <Link to={paths.stateLawDetail(state.id)} className="nav-dropdown__item">
                      {state.name}
                    </Link>
                  </li>
                ))}
                {states.isPending ? <li className="nav-dropdown__note">{t('header.loadingStates')}</li> : null}
              </ul>
            </NavDropdown>
            <li className="nav-item">
              <NavLink to={paths.faqs} className="nav-link">
                {t('nav.faqs')}
              </NavLink>
            </li>
            <NavDropdown label={t('nav.media')} menuClassName="nav-dropdown__menu--media">
              <ul className="nav-dropdown__list">
                <li>
                  <Link to={paths.blog} className="nav-dropdown__item">
                    {t('nav.blog')}
                  </Link>
                </li>
                {site.news_url ? (
                  <li>
                    <a href={site.news_url} target="_blank" rel="noopener noreferrer" className="nav-dropdown__item">
                      {t('nav.news')} <Icon name="externalLink" size={14} />
                      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                    </a>
                  </li>
                ) : null}
              </ul>
            </NavDropdown>
            <li className="nav-item">
              <NavLink to={paths.contact} className="nav-link">
                {t('nav.contact')}
              </NavLink>
            </li>
          </ul>
          <div className="main-nav__ctas">
            <ContactButton className="btn btn-accent main-nav__cta">{t('cta.freeConsultation')}</ContactButton>
            <Link to={paths.caseEvaluation()} className="main-nav__evaluation">
              {t('cta.freeCaseEvaluation')}
            </Link>
          </div>
        </div>
      </nav>
    </header>
  )
}

/**
 * The top bar scrolls away; the main navigation is its own sticky element so
 * it can stay in view (it would stop at the end of a shared wrapper).
 */
export function Header() {
  const { t } = useTranslator()
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('header.skipToContent')}
      </a>
      <TopBar />
      <MainNav />
    </>
  )
}
