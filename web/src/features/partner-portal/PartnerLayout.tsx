import { Suspense } from 'react'
import { Link, NavLink, Outlet } from 'react-router'
import { Spinner } from '@/components/Spinner'
import { pathTo } from '@/config/routes'
import { useLogout, useProfile } from '@/lib/auth'
import { formatCents } from '@/lib/money'
import { useSite } from '@/lib/site'
import { useAccount } from './api/get-account'

/** The portal's shell: the firm, its balance, the navigation and the page. */
export function PartnerLayout() {
  const { brand } = useSite()
  const { data: profile } = useProfile()
  const account = useAccount()
  const logout = useLogout()
  return (
    <div className="partner-shell">
      <a className="skip-link" href="#partner-main">
        Skip to content
      </a>
      <header className="partner-top">
        <div className="partner-top__inner">
          <Link to={pathTo('partnerLeads')} className="partner-top__brand">
            {brand} <span className="partner-top__tag">Partner portal</span>
          </Link>
          <nav aria-label="Partner portal">
            <ul className="partner-nav">
              <li>
                <NavLink to={pathTo('partnerLeads')} end className="partner-nav__link">
                  Leads
                </NavLink>
              </li>
              <li>
                <NavLink to={pathTo('partnerInvoices')} className="partner-nav__link">
                  Invoices
                </NavLink>
              </li>
              <li>
                <NavLink to={pathTo('partnerAccount')} className="partner-nav__link">
                  Account
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className="partner-top__who">
            {account.data ? (
              <span>
                {account.data.name} · balance <strong>{formatCents(account.data.balance_cents)}</strong>
                {account.data.paused ? <span className="badge text-bg-warning ms-2">Paused</span> : null}
              </span>
            ) : null}
            <span className="visually-hidden">Signed in as </span>
            <span className="partner-top__user">{profile ? `${profile.first_name} ${profile.last_name}` : ''}</span>
            <button type="button" className="btn btn-sm btn-outline-light" onClick={() => void logout()}>
              Logout
            </button>
          </div>
        </div>
      </header>
      <main id="partner-main" className="partner-main" tabIndex={-1}>
        <Suspense fallback={<Spinner label="Loading…" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
