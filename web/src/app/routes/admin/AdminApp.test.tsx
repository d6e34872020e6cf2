import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { adminUser, editorUser, intakeUser, signIn, stubRoutes } from '@/testing/fetch-routes'
import AdminRoot from './AdminRoot'

afterEach(() => {
  vi.unstubAllGlobals()
})

const stats = {
  services: 12,
  state_laws: 51,
  blogs: 7,
  questions: 26,
  users: 3,
  leads_today: 2,
  leads_week: 9,
  leads_total: 1234,
  leads_new: 5,
  leads_unrouted: 3,
  deliveries_failed: 1,
  deliveries_dead: 0,
  partners_at_cap: 2,
  returns_pending: 4,
  revenue_month: '2026-03',
  revenue_month_cents: 1234550,
  partners_low_balance: [
    { partner_id: 7, name: 'Acme Law', available_cents: 1500, low_balance_cents: 10000, price_cents: 4500, cannot_pay: true },
    { partner_id: 8, name: 'Bell Law', available_cents: 8000, low_balance_cents: 10000, price_cents: 4500, cannot_pay: false },
  ],
  rebuilding: false,
}

describe('admin shell and dashboard', () => {
  it('greets the admin, links every section and shows live counts', async () => {
    signIn()
    stubRoutes({
      'GET /api/auth/profile': jsonResponse(200, { data: adminUser }),
      'GET /api/admin/stats': jsonResponse(200, { data: stats }),
    })
    renderWithProviders(
      <Routes>
        <Route path="admin/*" element={<AdminRoot />} />
      </Routes>,
      { route: '/admin' },
    )
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Admin' }, { timeout: 10_000 })).toBeInTheDocument()

    const nav = screen.getByRole('navigation', { name: 'Admin' })
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')])
    expect(links).toEqual([
      ['Dashboard', '/admin'],
      ['Services', '/admin/services'],
      ['State Laws', '/admin/state-law'],
      ['Blog', '/admin/blog'],
      ['FAQs', '/admin/faqs'],
      ['Leads', '/admin/leads'],
      ['Analytics', '/admin/analytics'],
      ['Experiments', '/admin/experiments'],
      ['Users', '/admin/users'],
      ['Partners', '/admin/partners'],
      ['Returns', '/admin/returns'],
      ['Invoices', '/admin/invoices'],
      ['Change Requests', '/admin/change-requests'],
      ['Do Not Contact', '/admin/suppressions'],
      ['Revocations', '/admin/revocations'],
      ['Privacy Requests', '/admin/privacy-requests'],
      ['Settings', '/admin/settings'],
      ['Tier rules', '/admin/tier-rules'],
      ['Consent Text', '/admin/consent-text'],
      ['Audit log', '/admin/audit'],
    ])
    expect(screen.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/')
    expect(screen.getByTestId('admin-user-name')).toHaveTextContent('Ada Admin')
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument()

    expect(await screen.findByText('1,234', { selector: '.admin-tile__count' })).toBeInTheDocument()
    expect(screen.getByTestId('tile-services')).toHaveTextContent('12Services')
    expect(screen.getByTestId('tile-services')).toHaveAttribute('href', '/admin/services')
    expect(screen.getByTestId('tile-state_laws')).toHaveTextContent('51')
    expect(screen.getByTestId('tile-blogs')).toHaveTextContent('7')
    expect(screen.getByTestId('tile-questions')).toHaveTextContent('26')
    expect(screen.getByTestId('stat-leads_today')).toHaveTextContent('2')
    expect(screen.getByTestId('stat-leads_week')).toHaveTextContent('9')
    expect(screen.getByTestId('stat-leads_new')).toHaveTextContent('5')
    expect(screen.getByTestId('attention-leads_unrouted')).toHaveTextContent('3Unrouted leads')
    expect(screen.getByTestId('attention-leads_unrouted')).toHaveAttribute('href', '/admin/leads?routing=unrouted')
    expect(screen.getByTestId('attention-deliveries_failed')).toHaveAttribute('href', '/admin/leads?delivery=failed')
    expect(screen.getByTestId('attention-deliveries_dead')).toHaveTextContent('0Dead deliveries')
    expect(screen.getByTestId('attention-partners_at_cap')).toHaveAttribute('href', '/admin/partners')
    expect(screen.getByTestId('attention-returns_pending')).toHaveTextContent('4Returns pending')
    expect(screen.getByTestId('attention-returns_pending')).toHaveAttribute('href', '/admin/returns')
    expect(screen.getByTestId('stat-revenue_month')).toHaveTextContent('Revenue in March 2026 (charges less credits)$12,345.50')
    const low = within(screen.getByTestId('low-balance')).getAllByRole('link')
    expect(low.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['$15.00Acme Law: cannot pay its price of $45.00', '/admin/partners?ledger=7'],
      ['$80.00Bell Law: under $100.00', '/admin/partners?ledger=8'],
    ])
  })

  it('says the lead counts are being rebuilt instead of showing zeros', async () => {
    signIn()
    stubRoutes({
      'GET /api/auth/profile': jsonResponse(200, { data: adminUser }),
      'GET /api/admin/stats': jsonResponse(200, {
        data: { ...stats, leads_total: 0, leads_today: 0, leads_unrouted: 0, rebuilding: true },
      }),
    })
    renderWithProviders(
      <Routes>
        <Route path="admin/*" element={<AdminRoot />} />
      </Routes>,
      { route: '/admin' },
    )
    expect(await screen.findByText(/lead counts are being rebuilt/)).toHaveAttribute('role', 'status')
    expect(screen.getByTestId('tile-services')).toHaveTextContent('12Services')
    expect(screen.getByTestId('tile-leads_total')).toHaveTextContent('–Leads')
    expect(screen.getByTestId('stat-leads_today')).toHaveTextContent('–')
    expect(screen.getByTestId('attention-leads_unrouted')).toHaveTextContent('–Unrouted leads')
    expect(screen.getByTestId('attention-partners_at_cap')).toHaveTextContent('2')
  })

  it("shows an editor only the content's screens and counts", async () => {
    signIn()
    stubRoutes({
      'GET /api/auth/profile': jsonResponse(200, { data: editorUser }),
      'GET /api/admin/stats': jsonResponse(200, { data: { services: 12, state_laws: 51, blogs: 7, questions: 26 } }),
    })
    renderWithProviders(
      <Routes>
        <Route path="admin/*" element={<AdminRoot />} />
      </Routes>,
      { route: '/admin' },
    )
    expect(await screen.findByRole('heading', { name: 'Welcome, Eddie Editor' }, { timeout: 10_000 })).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Admin' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Services', 'State Laws', 'Blog', 'FAQs', 'Experiments'])
    expect(await screen.findByTestId('tile-services')).toHaveTextContent('12Services')
    expect(screen.queryByTestId('tile-leads_total')).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Needs attention' })).not.toBeInTheDocument()
    expect(screen.queryByTestId('stat-leads_today')).not.toBeInTheDocument()
  })

  it('shows an intake member the leads, not the content', async () => {
    signIn()
    const leadStats = Object.fromEntries(
      Object.entries(stats).filter(
        ([key]) =>
          key.startsWith('leads_') ||
          key.startsWith('deliveries_') ||
          key === 'partners_at_cap' ||
          key === 'returns_pending' ||
          key === 'rebuilding',
      ),
    )
    stubRoutes({
      'GET /api/auth/profile': jsonResponse(200, { data: intakeUser }),
      'GET /api/admin/stats': jsonResponse(200, { data: leadStats }),
    })
    renderWithProviders(
      <Routes>
        <Route path="admin/*" element={<AdminRoot />} />
      </Routes>,
      { route: '/admin' },
    )
    expect(await screen.findByRole('heading', { name: 'Welcome, Ines Intake' }, { timeout: 10_000 })).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Admin' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Leads', 'Returns', 'Do Not Contact', 'Revocations', 'Privacy Requests'])
    expect(await screen.findByTestId('tile-leads_total')).toHaveTextContent('1,234Leads')
    expect(screen.queryByTestId('tile-services')).not.toBeInTheDocument()
    expect(screen.getByTestId('attention-leads_unrouted')).toHaveTextContent('3Unrouted leads')
    // The returns it decides, and no money.
    expect(screen.getByTestId('attention-returns_pending')).toHaveTextContent('4Returns pending')
    expect(screen.queryByRole('heading', { name: 'Money' })).not.toBeInTheDocument()
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument()
  })

  it('answers a page the role may not use with a no-access page', async () => {
    signIn()
    stubRoutes({ 'GET /api/auth/profile': jsonResponse(200, { data: editorUser }) })
    renderWithProviders(
      <Routes>
        <Route path="admin/*" element={<AdminRoot />} />
      </Routes>,
      { route: '/admin/users' },
    )
    expect(await screen.findByRole('heading', { name: 'No access' }, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByText(/Your role does not include this page/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin')
  })

  it('takes an admin without a second factor to set one up first', async () => {
    signIn()
    stubRoutes({ 'GET /api/auth/profile': jsonResponse(200, { data: { ...adminUser, mfa_setup_required: true } }) })
    renderWithProviders(
      <Routes>
        <Route path="admin/*" element={<AdminRoot />} />
        <Route path="user" element={<p>account screen</p>} />
      </Routes>,
      { route: '/admin/leads' },
    )
    expect(await screen.findByText('account screen', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull()
  })
})
