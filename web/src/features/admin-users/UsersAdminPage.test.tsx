import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { ToastContainer } from 'react-toastify/unstyled'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SESSION_KEY } from '@/lib/api-client'
import { siteQueryOptions } from '@/lib/site'
import { jsonResponse, testSite } from '@/testing/render'
import type { Invitation } from './invitations'
import type { AdminUser } from './types'
import UsersAdminPage from './UsersAdminPage'

function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
}

const location = () => screen.getByTestId('location').textContent

/** The table renders at once (with a spinner row); the accounts arrive later. */
const loaded = () => screen.findByText('uma@example.com')

function renderUsers(route: string) {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: 'admin-token' }))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  queryClient.setQueryData(siteQueryOptions.queryKey, testSite())
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/admin/users" element={<UsersAdminPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <ToastContainer />
    </QueryClientProvider>,
  )
}

function makeUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 2,
    first_name: 'Uma',
    last_name: 'User',
    email: 'uma@example.com',
    role: 'user',
    partner_id: null,
    email_verified: false,
    disabled: false,
    created_at: '2025-03-14T15:09:26Z',
    ...overrides,
  }
}

const me = makeUser({
  id: 1,
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'ada@example.com',
  role: 'admin',
  email_verified: true,
  created_at: '2024-01-02T00:00:00Z',
})
const uma = makeUser()
const dan = makeUser({
  id: 3,
  first_name: 'Dan',
  last_name: 'Dole',
  email: 'dan@example.com',
  disabled: true,
  created_at: '2025-04-01T08:00:00Z',
})
const eddie = makeUser({ id: 4, first_name: 'Eddie', last_name: 'Editor', email: 'eddie@example.com', role: 'editor' })
const pat = makeUser({ id: 5, first_name: 'Pat', last_name: 'Partner', email: 'pat@example.com', role: 'partner', partner_id: 7 })

function page(data: AdminUser[], meta: Partial<{ current_page: number; last_page: number; total: number }> = {}) {
  const current = meta.current_page ?? 1
  const last = meta.last_page ?? 1
  return {
    data,
    current_page: current,
    last_page: last,
    total: meta.total ?? data.length,
    per_page: 10,
    from: data.length ? (current - 1) * 10 + 1 : null,
    to: data.length ? (current - 1) * 10 + data.length : null,
    prev_page_url: current > 1 ? `/api/admin/users?page=${current - 1}` : null,
    next_page_url: current < last ? `/api/admin/users?page=${current + 1}` : null,
  }
}

interface Call {
  url: URL
  method: string
  body: unknown
}

/**
 * A stand-in server: the profile is `me`, the list is `list(url)`, and a
 * PATCH answers `patch(body)` (by default a success that flips the account).
 */
function fakeServer(
  list: (url: URL) => Response = () => jsonResponse(200, page([pat, eddie, dan, uma, me])),
  patch?: (id: number, body: Record<string, unknown>) => Response,
) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://test.local')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ url, method, body })
      if (url.pathname === '/api/auth/profile') return jsonResponse(200, { data: me })
      if (url.pathname === '/api/admin/users' && method === 'GET') return list(url)
      if (url.pathname.startsWith('/api/admin/invitations') || url.pathname === '/api/admin/partners')
        return invitationsServer(url, method, body)
      const match = /^\/api\/admin\/users\/(\d+)$/.exec(url.pathname)
      if (match && method === 'PATCH') {
        const id = Number(match[1])
        if (patch) return patch(id, body)
        return jsonResponse(200, { message: 'Account disabled; its sessions have ended.', data: { ...uma, ...body } })
      }
      return jsonResponse(404, { message: 'not stubbed' })
    }),
  )
  return calls
}

const pendingInvitation: Invitation = {
  id: 11,
  email: 'ivy@example.com',
  role: 'intake',
  partner_id: null,
  partner_name: null,
  invited_by: 1,
  invited_by_name: 'Ada Admin',
  status: 'pending',
  created_at: '2025-05-01T10:00:00Z',
  expires_at: '2025-05-08T10:00:00Z',
  accepted_at: null,
  revoked_at: null,
}
const acceptedInvitation: Invitation = {
  ...pendingInvitation,
  id: 10,
  email: 'pat@example.com',
  role: 'partner',
  partner_id: 7,
  partner_name: 'Baker Law',
  status: 'accepted',
  accepted_at: '2025-04-02T10:00:00Z',
}

/** The invitations and partners part of the stand-in server. */
function invitationsServer(url: URL, method: string, body: Record<string, unknown> | undefined): Response {
  if (url.pathname === '/api/admin/partners')
    return jsonResponse(200, {
      data: [
        { id: 7, name: 'Baker Law' },
        { id: 8, name: 'Cole Injury' },
      ],
    })
  if (url.pathname === '/api/admin/invitations' && method === 'GET') {
    const status = url.searchParams.get('status')
    const all = [pendingInvitation, acceptedInvitation].filter((inv) => !status || inv.status === status)
    return jsonResponse(200, { ...page([]), data: all, total: all.length, from: all.length ? 1 : null, to: all.length || null })
  }
  if (url.pathname === '/api/admin/invitations' && method === 'POST') {
    if (body?.email === 'taken@example.com') {
      const message = "This address's account already has that role."
      return jsonResponse(422, { message, errors: { email: [message] } })
    }
    return jsonResponse(201, { message: `Invitation sent to ${String(body?.email)}.`, data: { ...pendingInvitation, id: 12, ...body } })
  }
  if (url.pathname === '/api/admin/invitations/11' && method === 'DELETE') {
    return jsonResponse(200, {
      message: 'Invitation withdrawn: its link no longer works.',
      data: { ...pendingInvitation, status: 'revoked' },
    })
  }
  return jsonResponse(404, { message: 'not stubbed' })
}

const listCalls = (calls: Call[]) => calls.filter((call) => call.url.pathname === '/api/admin/users' && call.method === 'GET')

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('UsersAdminPage', () => {
  it('lists the accounts with role, verified and disabled badges and the created date', async () => {
    const calls = fakeServer()
    renderUsers('/admin/users')
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument()
    await loaded()
    const table = screen.getByRole('table', { name: 'Accounts' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(5)
    // A partner firm's member leaves the firm; a staff member changes role; a visitor has no role action.
    expect(within(rows[0]).getByText('Partner')).toHaveClass('user-badge--partner')
    expect(within(rows[0]).getByRole('button', { name: 'Remove from firm: Pat Partner' })).toBeInTheDocument()
    expect(within(rows[1]).getByText('Editor')).toHaveClass('user-badge--editor')
    expect(within(rows[1]).getByRole('button', { name: 'Change role: Eddie Editor' })).toBeInTheDocument()
    expect(rows[2]).toHaveTextContent('Dan Dole')
    expect(within(rows[2]).getByText('Disabled')).toHaveClass('user-badge--disabled')
    expect(within(rows[2]).getByText('Unverified')).toBeInTheDocument()
    expect(within(rows[2]).getByText('Apr 1, 2025')).toHaveAttribute('dateTime', '2025-04-01T08:00:00Z')
    expect(within(rows[2]).getByRole('button', { name: 'Enable: Dan Dole' })).toBeInTheDocument()
    expect(within(rows[3]).getByText('uma@example.com')).toBeInTheDocument()
    expect(within(rows[3]).getByText('User')).toHaveClass('user-badge--user')
    expect(within(rows[3]).getByText('Active')).toBeInTheDocument()
    expect(within(rows[3]).queryByRole('button', { name: /Change role|Make/ })).toBeNull()
    expect(within(rows[3]).getByRole('button', { name: 'Disable: Uma User' })).toBeInTheDocument()
    // The signed-in admin's own row: marked, and no way to disable oneself.
    await waitFor(() => expect(rows[4]).toHaveTextContent('Ada Admin (you)'))
    expect(within(rows[4]).getByText('Admin')).toHaveClass('user-badge--admin')
    expect(within(rows[4]).getByText('Verified')).toBeInTheDocument()
    expect(within(rows[4]).queryByRole('button', { name: /Disable/ })).toBeNull()
    expect(within(rows[4]).getByRole('button', { name: 'Change role: Ada Admin' })).toBeInTheDocument()
    expect(screen.getByText('5 accounts, newest first')).toBeInTheDocument()
    expect(Object.fromEntries(listCalls(calls)[0].url.searchParams)).toEqual({})
  })

  it('keeps the search and the role filter in the URL and sends them', async () => {
    const user = userEvent.setup()
    const calls = fakeServer()
    renderUsers('/admin/users?q=uma&role=user&page=2')
    await loaded()
    expect(screen.getByLabelText('Search')).toHaveValue('uma')
    expect(screen.getByLabelText('Role')).toHaveValue('user')
    expect(Object.fromEntries(listCalls(calls)[0].url.searchParams)).toEqual({ q: 'uma', role: 'user', page: '2' })

    expect(
      within(screen.getByLabelText('Role'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All roles', 'Admin', 'Editor', 'Intake', 'Partner', 'User'])
    // A filter change starts again at page 1.
    await user.selectOptions(screen.getByLabelText('Role'), 'admin')
    await waitFor(() => expect(location()).toBe('/admin/users?q=uma&role=admin'))
    await user.clear(screen.getByLabelText('Search'))
    await user.type(screen.getByLabelText('Search'), 'ada@')
    await waitFor(() => expect(location()).toBe('/admin/users?q=ada%40&role=admin'))
    await waitFor(() => expect(Object.fromEntries(listCalls(calls).at(-1)!.url.searchParams)).toEqual({ q: 'ada@', role: 'admin' }))

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(location()).toBe('/admin/users'))
    expect(screen.getByLabelText('Search')).toHaveValue('')
    expect(screen.getByLabelText('Role')).toHaveValue('')
  })

  it('drops an unknown role from the URL instead of sending it', async () => {
    const calls = fakeServer()
    renderUsers('/admin/users?role=owner')
    await loaded()
    expect(screen.getByLabelText('Role')).toHaveValue('')
    expect(listCalls(calls)[0].url.searchParams.has('role')).toBe(false)
  })

  it('pages through the shared pagination, keeping the filters', async () => {
    const user = userEvent.setup()
    const calls = fakeServer((url) =>
      jsonResponse(200, page([uma], { current_page: Number(url.searchParams.get('page') ?? 1), last_page: 2, total: 11 })),
    )
    renderUsers('/admin/users?role=user')
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(location()).toBe('/admin/users?role=user&page=2'))
    await waitFor(() => expect(Object.fromEntries(listCalls(calls).at(-1)!.url.searchParams)).toEqual({ role: 'user', page: '2' }))
  })

  it('disables an account after a confirmation, with the server message as a toast', async () => {
    const user = userEvent.setup()
    const calls = fakeServer()
    renderUsers('/admin/users')
    await loaded()
    const before = listCalls(calls).length
    await user.click(screen.getByRole('button', { name: 'Disable: Uma User' }))
    const dialog = screen.getByRole('dialog', { name: 'Disable account' })
    expect(dialog).toHaveTextContent('Disable Uma User (uma@example.com)? They are signed out at once')
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Disable: Uma User' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable' }))
    expect(await screen.findByText('Account disabled; its sessions have ended.')).toBeInTheDocument()
    const patch = calls.find((call) => call.method === 'PATCH')!
    expect(patch.url.pathname).toBe('/api/admin/users/2')
    expect(patch.body).toEqual({ disabled: true })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The list is asked again, so the row shows the new state.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before))
  })

  it('moves a staff account to another role, with what each role may do', async () => {
    const user = userEvent.setup()
    const calls = fakeServer(undefined, (id, body) =>
      jsonResponse(200, { message: 'Role changed to intake.', data: { ...eddie, id, ...body } }),
    )
    renderUsers('/admin/users')
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Change role: Eddie Editor' }))
    const dialog = screen.getByRole('dialog', { name: 'Change role' })
    const group = within(dialog).getByRole('group', { name: 'Role of Eddie Editor (eddie@example.com)' })
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['admin', 'editor', 'intake', 'user'])
    expect(within(group).getByRole('radio', { name: 'Editor (now)' })).toBeChecked()
    expect(within(group).getByRole('radio', { name: 'Intake' })).toHaveAccessibleDescription(/The leads and everything about a lead/)
    expect(within(dialog).getByRole('button', { name: 'Save role' })).toBeDisabled()
    await user.click(within(group).getByRole('radio', { name: 'User' }))
    expect(dialog).toHaveTextContent('Eddie Editor is signed out at once and loses the admin area; coming back takes an invitation.')
    await user.click(within(group).getByRole('radio', { name: 'Intake' }))
    expect(dialog).toHaveTextContent('Eddie Editor is signed out at once and gets the intake screens at the next sign-in.')
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }))
    await screen.findByText('Role changed to intake.')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const patch = calls.find((call) => call.method === 'PATCH')!
    expect([patch.url.pathname, patch.body]).toEqual(['/api/admin/users/4', { role: 'intake' }])
  })

  it("removes a partner firm's member from the firm and enables disabled accounts", async () => {
    const user = userEvent.setup()
    const calls = fakeServer(undefined, (id, body) => jsonResponse(200, { message: 'Done.', data: { ...uma, id, ...body } }))
    renderUsers('/admin/users')
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Remove from firm: Pat Partner' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove from the partner firm' })
    expect(dialog).toHaveTextContent('Remove Pat Partner (pat@example.com) from their partner firm?')
    await user.click(within(dialog).getByRole('button', { name: 'Remove from firm' }))
    await screen.findByText('Done.')
    await user.click(screen.getByRole('button', { name: 'Enable: Dan Dole' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Enable account' })).getByRole('button', { name: 'Enable' }))
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2))
    const [remove, enable] = calls.filter((call) => call.method === 'PATCH')
    expect([remove.url.pathname, remove.body]).toEqual(['/api/admin/users/5', { role: 'user' }])
    expect([enable.url.pathname, enable.body]).toEqual(['/api/admin/users/3', { disabled: false }])
  })

  it("shows the server's refusal (422) in the dialog and keeps it open", async () => {
    const user = userEvent.setup()
    const refusal = 'This is the only active admin: make another account admin first.'
    fakeServer(undefined, () => jsonResponse(422, { message: refusal, errors: { role: [refusal] } }))
    renderUsers('/admin/users')
    await loaded()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change role: Ada Admin' })).toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Change role: Ada Admin' }))
    const dialog = screen.getByRole('dialog', { name: 'Change role' })
    await user.click(within(dialog).getByRole('radio', { name: 'User' }))
    expect(dialog).toHaveTextContent('You are signed out at once and lose the admin area')
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByText(refusal).length).toBeGreaterThan(1)) // the toast too
  })

  it('is usable from the keyboard: the dialog takes focus, Escape closes it and focus returns', async () => {
    const user = userEvent.setup()
    fakeServer()
    renderUsers('/admin/users')
    await loaded()
    const disable = screen.getByRole('button', { name: 'Disable: Uma User' })
    disable.focus()
    await user.keyboard('{Enter}')
    const dialog = screen.getByRole('dialog', { name: 'Disable account' })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(disable).toHaveFocus()
  })

  it('says when the list cannot be loaded', async () => {
    fakeServer(() => jsonResponse(500, { message: 'Server error. Please try again later.' }))
    renderUsers('/admin/users')
    const accounts = await screen.findByRole('table', { name: 'Accounts' })
    expect(await within(accounts).findByRole('alert')).toHaveTextContent('This list could not be loaded')
  })

  it('lists the invitations with their status, filters them and withdraws a pending one', async () => {
    const user = userEvent.setup()
    const calls = fakeServer()
    renderUsers('/admin/users')
    const table = await screen.findByRole('table', { name: 'Invitations' })
    await within(table).findByText('ivy@example.com')
    const rows = within(table).getAllByRole('row')
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringContaining('ivy@example.comIntakePendingAda Admin'),
      expect.stringContaining('pat@example.comPartner Baker LawAcceptedAda Admin'),
    ])
    expect(within(rows[2]).queryByRole('button')).toBeNull()

    await user.selectOptions(screen.getByLabelText('Status'), 'pending')
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2))
    const invitationCalls = () => calls.filter((call) => call.url.pathname === '/api/admin/invitations' && call.method === 'GET')
    expect(Object.fromEntries(invitationCalls().at(-1)!.url.searchParams)).toEqual({ status: 'pending' })

    await user.click(screen.getByRole('button', { name: 'Withdraw the invitation of ivy@example.com' }))
    const dialog = screen.getByRole('dialog', { name: 'Withdraw the invitation' })
    expect(dialog).toHaveTextContent('Withdraw the invitation of ivy@example.com? Its link stops working at once')
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }))
    expect(await screen.findByText('Invitation withdrawn: its link no longer works.')).toBeInTheDocument()
    expect(calls.some((call) => call.method === 'DELETE' && call.url.pathname === '/api/admin/invitations/11')).toBe(true)
  })

  it('invites a partner firm member, with the firm required and what each role may do', async () => {
    const user = userEvent.setup()
    const calls = fakeServer()
    renderUsers('/admin/users')
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Invite someone' }))
    const dialog = screen.getByRole('dialog', { name: 'Invite someone' })
    const role = within(dialog).getByLabelText('Role')
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Admin', 'Editor', 'Intake', 'Partner'])
    expect(role).toHaveAccessibleDescription(/Content only/)
    expect(within(dialog).queryByLabelText('Partner firm')).toBeNull()

    await user.type(within(dialog).getByLabelText('Email'), 'new@baker.example')
    await user.selectOptions(role, 'partner')
    expect(role).toHaveAccessibleDescription(/the leads the firm bought/)
    const firm = within(dialog).getByLabelText('Partner firm')
    await waitFor(() =>
      expect(
        within(firm)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a firm', 'Baker Law', 'Cole Injury']),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }))
    expect(await within(dialog).findByText('Choose the partner firm.')).toBeInTheDocument()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    await user.selectOptions(firm, 'Baker Law')
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }))
    expect(await screen.findByText('Invitation sent to new@baker.example.')).toBeInTheDocument()
    const post = calls.find((call) => call.method === 'POST')!
    expect(post.body).toEqual({ email: 'new@baker.example', role: 'partner', partner_id: 7 })
  })

  it("puts the server's refusal of an invitation under its field", async () => {
    const user = userEvent.setup()
    fakeServer()
    renderUsers('/admin/users')
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Invite someone' }))
    const dialog = screen.getByRole('dialog', { name: 'Invite someone' })
    await user.type(within(dialog).getByLabelText('Email'), 'taken@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }))
    expect(await within(dialog).findByText("This address's account already has that role.")).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
  })
})
