import { Suspense, useEffect } from 'react'
import { Link, NavLink, Outlet, useLocation } from 'react-router'
import { Spinner } from '@/components/Spinner'
import { paths } from '@/config/paths'
import { AdminIcon, type AdminIconName } from '@/components/admin/AdminIcon'
import { adminPaths } from '@/lib/admin/paths'
import { routeNamed } from '@/config/routes'
import { can, useLogout, useProfile } from '@/lib/auth'
import { useSite } from '@/lib/site'
import { useStateResetOn } from '@/lib/use-state-reset-on'
import '@/styles/admin.scss'

/** The sidebar's sections, each an admin route of routes.json, whose permission says who sees it. */
const navigation: ReadonlyArray<{ route: string; label: string; icon: AdminIconName; end?: boolean }> = [
  { route: 'adminDashboard', label: 'Dashboard', icon: 'grid', end: true },
  { route: 'adminServices', label: 'Services', icon: 'briefcase' },
  { route: 'adminStateLaws', label: 'State Laws', icon: 'scale' },
  { route: 'adminBlog', label: 'Blog', icon: 'book' },
  { route: 'adminFaqs', label: 'FAQs', icon: 'help' },
  { route: 'adminLeads', label: 'Leads', icon: 'inbox' },
  { route: 'adminAnalytics', label: 'Analytics', icon: 'chart' },
  { route: 'adminExperiments', label: 'Experiments', icon: 'flask' },
  { route: 'adminUsers', label: 'Users', icon: 'users' },
  { route: 'adminPartners', label: 'Partners', icon: 'handshake' },
  { route: 'adminReturns', label: 'Returns', icon: 'rotate' },
  { route: 'adminInvoices', label: 'Invoices', icon: 'fileText' },
  { route: 'adminChangeRequests', label: 'Change Requests', icon: 'edit' },
  { route: 'adminSuppressions', label: 'Do Not Contact', icon: 'ban' },
  { route: 'adminRevocations', label: 'Revocations', icon: 'undo' },
  { route: 'adminPrivacyRequests', label: 'Privacy Requests', icon: 'eye' },
  { route: 'adminSettings', label: 'Settings', icon: 'settings' },
  { route: 'adminTierRules', label: 'Tier rules', icon: 'sliders' },
  { route: 'adminConsentTexts', label: 'Consent Text', icon: 'fileText' },
  { route: 'adminAudit', label: 'Audit log', icon: 'history' },
]

/** The admin shell: sidebar navigation, a top bar with the admin's name and Logout, and the page. */
export function AdminLayout() {
  const { brand } = useSite()
  const { data: profile } = useProfile()
  const logout = useLogout()
  const { pathname } = useLocation()
  // Moving to another page closes the menu (on a small screen) and starts at the top.
  const [menuOpen, setMenuOpen] = useStateResetOn(false, pathname)

  useEffect(() => {
    window.scrollTo({ top: 0 })
  }, [pathname])

  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen, setMenuOpen])

  return (
    <div className="admin-shell">
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <aside className={`admin-sidebar${menuOpen ? ' is-open' : ''}`} id="admin-sidebar">
        <Link to={adminPaths.dashboard} className="admin-sidebar__brand">
          {brand}
          <span className="admin-sidebar__tag">Admin</span>
        </Link>
        <nav aria-label="Admin">
          <ul className="admin-nav">
            {navigation.map((item) => {
              const entry = routeNamed(item.route)
              if (!entry.permission || !can(profile, entry.permission)) return null
              return (
                <li key={item.route}>
                  <NavLink to={entry.path} end={item.end} className="admin-nav__link">
                    <AdminIcon name={item.icon} />
                    <span>{item.label}</span>
                  </NavLink>
                </li>
              )
            })}
          </ul>
        </nav>
        <Link to={paths.home} className="admin-nav__link admin-sidebar__site">
          <AdminIcon name="globe" />
          <span>View site</span>
        </Link>
      </aside>
      {menuOpen ? <div className="admin-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} /> : null}
      <div className="admin-body">
        <header className="admin-topbar">
          <button
            type="button"
            className="admin-topbar__burger"
            aria-expanded={menuOpen}
            aria-controls="admin-sidebar"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <AdminIcon name={menuOpen ? 'close' : 'menu'} size={22} />
            <span className="visually-hidden">Menu</span>
          </button>
          <div className="admin-topbar__user">
            <AdminIcon name="user" />
            <span data-testid="admin-user-name">{profile ? `${profile.first_name} ${profile.last_name}` : ''}</span>
          </div>
          <button type="button" className="btn btn-outline-primary btn-sm admin-topbar__logout" onClick={() => void logout()}>
            <AdminIcon name="logout" size={16} />
            <span>Logout</span>
          </button>
        </header>
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  )
}
