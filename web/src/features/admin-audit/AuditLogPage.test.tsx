import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SESSION_KEY } from '@/lib/api-client'
import type { AuditEvent } from '@/lib/admin/audit'
import { siteQueryOptions } from '@/lib/site'
import { jsonResponse, testSite } from '@/testing/render'
import AuditLogPage from './AuditLogPage'

function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
}

function renderAudit(route: string) {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: 'admin-token' }))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  queryClient.setQueryData(siteQueryOptions.queryKey, testSite())
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/admin/audit" element={<AuditLogPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

function event(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: 1,
    at: '2026-03-11T12:00:00Z',
    actor_id: 1,
    actor_email: 'ada@example.com',
    actor_name: 'Ada Admin',
    action: 'view',
    record_type: 'lead',
    record_id: '42',
    summary: '',
    ip: '192.0.2.1',
    request_id: 'r1',
    ...overrides,
  }
}

function page(data: AuditEvent[], total = data.length) {
  return {
    data,
    current_page: 1,
    last_page: Math.max(1, Math.ceil(total / 10)),
    total,
    per_page: 10,
    from: data.length ? 1 : null,
    to: data.length ? data.length : null,
    prev_page_url: null,
    next_page_url: total > 10 ? '/api/admin/audit?page=2' : null,
  }
}

/** A stand-in server answering the list with `list(url)`; it records every call. */
function fakeServer(list: (url: URL) => Response) {
  const calls: URL[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://test.local')
      calls.push(url)
      if (url.pathname === '/api/admin/audit') return list(url)
      return jsonResponse(404, { message: 'not stubbed' })
    }),
  )
  return calls
}

const lastQuery = (calls: URL[]) => Object.fromEntries(calls.filter((u) => u.pathname === '/api/admin/audit').at(-1)!.searchParams)
const location = () => screen.getByTestId('location').textContent

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('AuditLogPage', () => {
  it('lists events with actor, action, record link and details', async () => {
    fakeServer(() =>
      jsonResponse(
        200,
        page([
          event({ id: 3, action: 'role_change', record_type: 'user', record_id: '7', summary: 'role: user → admin' }),
          event({ id: 2, action: 'update', record_type: 'service', record_id: '5', summary: 'fields: title', actor_name: '' }),
          event({ id: 1 }),
        ]),
      ),
    )
    renderAudit('/admin/audit')
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' })
    await within(table).findByText('Role changed')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    expect(rows[0]).toHaveTextContent('Ada Admin')
    expect(rows[0]).toHaveTextContent('role: user → admin')
    // A service has no page of its own: its id is plain text; a lead's links to its page.
    expect(within(rows[1]).queryByRole('link')).toBeNull()
    expect(rows[1]).toHaveTextContent('ada@example.com')
    expect(within(rows[2]).getByRole('link', { name: 'Lead #42' })).toHaveAttribute('href', '/admin/leads/42')
    expect(screen.getByText('3 entries, newest first')).toBeInTheDocument()
  })

  it('sends the filters chosen on the screen as the API query, and keeps them in the URL', async () => {
    const user = userEvent.setup()
    const calls = fakeServer(() => jsonResponse(200, page([event()])))
    renderAudit('/admin/audit')
    await screen.findByRole('link', { name: 'Lead #42' })
    expect(lastQuery(calls)).toEqual({})

    await user.selectOptions(screen.getByLabelText('Action'), 'Viewed')
    await waitFor(() => expect(lastQuery(calls)).toEqual({ action: 'view' }))
    await user.selectOptions(screen.getByLabelText('Record type'), 'Lead')
    await user.type(screen.getByLabelText('Record id'), '42')
    await waitFor(() => expect(lastQuery(calls)).toEqual({ action: 'view', record_type: 'lead', record_id: '42' }))
    await user.type(screen.getByLabelText('From'), '2026-03-01')
    await user.type(screen.getByLabelText('Actor'), 'ada@')
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({ action: 'view', record_type: 'lead', record_id: '42', from: '2026-03-01', actor: 'ada@' }),
    )
    expect(location()).toBe('/admin/audit?actor=ada%40&action=view&record_type=lead&record_id=42&from=2026-03-01')

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(lastQuery(calls)).toEqual({}))
    expect(screen.getByLabelText('Actor')).toHaveValue('')
  })

  it('starts from the filters of the URL (a bookmark, a link from a lead)', async () => {
    const calls = fakeServer(() => jsonResponse(200, page([])))
    renderAudit('/admin/audit?record_type=lead&record_id=42&page=2')
    await screen.findByText('No entries match these filters.')
    expect(lastQuery(calls)).toEqual({ record_type: 'lead', record_id: '42', page: '2' })
    expect(screen.getByLabelText('Record type')).toHaveValue('lead')
    expect(screen.getByLabelText('Record id')).toHaveValue('42')
  })

  it('says so when the log cannot be loaded, and tries again', async () => {
    const user = userEvent.setup()
    let fail = true
    fakeServer(() => (fail ? jsonResponse(500, { message: 'Server error. Please try again later.' }) : jsonResponse(200, page([event()]))))
    renderAudit('/admin/audit')
    expect(await screen.findByText(/Could not load the audit log: Server error/)).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Lead #42' })).toBeInTheDocument()
  })
})
