import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { ToastContainer } from 'react-toastify/unstyled'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SESSION_KEY } from '@/lib/api-client'
import { siteQueryOptions } from '@/lib/site'
import { jsonResponse, testSite } from '@/testing/render'
import RevocationDetailPage from './RevocationDetailPage'
import RevocationsAdminPage from './RevocationsAdminPage'
import type { Revocation, RevocationDetail } from './types'

const web: Revocation = {
  id: 2,
  phone: '5551234567',
  email: 'jane@example.com',
  scope: 'all',
  channel: 'web',
  received_at: '2026-09-04T14:00:00Z',
  due_at: '2026-09-22T04:00:00Z',
  ip: '192.0.2.10',
  user_agent: 'Firefox',
  note: '',
  recorded_by: null,
  notices: { total: 3, delivered: 1, failed: 1, pending: 1 },
  partners_told: false,
  overdue: true,
}
const letter: Revocation = {
  ...web,
  id: 1,
  phone: '',
  email: 'sam@example.com',
  scope: 'texts',
  channel: 'letter',
  notices: { total: 2, delivered: 2, failed: 0, pending: 0 },
  partners_told: true,
  overdue: false,
}
const detail: RevocationDetail = {
  ...web,
  partner_notices: [
    {
      id: 7,
      event: 'lead.consent_revoked',
      partner_id: 3,
      partner_name: 'Lone Star Injury',
      channel: 'webhook',
      lead_reference: 'ABCD1234EFGH',
      status: 'delivered',
      attempts: 1,
      last_error: '',
      next_attempt_at: null,
      delivered_at: '2026-09-04T14:00:05Z',
      created_at: '2026-09-04T14:00:00Z',
    },
    {
      id: 8,
      event: 'lead.consent_revoked',
      partner_id: 3,
      partner_name: 'Lone Star Injury',
      channel: 'email',
      lead_reference: 'ABCD1234EFGH',
      status: 'failed',
      attempts: 1,
      last_error: 'recipient address refused',
      next_attempt_at: null,
      delivered_at: null,
      created_at: '2026-09-04T14:00:00Z',
    },
  ],
}

interface Call {
  method: string
  url: URL
  body: unknown
}

function fakeServer(create?: (body: Record<string, unknown>) => Response) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://test.local')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, url, body })
      if (url.pathname === '/api/admin/revocations' && method === 'GET') {
        return jsonResponse(200, {
          data: [web, letter],
          current_page: 1,
          last_page: 1,
          total: 2,
          per_page: 10,
          from: 1,
          to: 2,
          prev_page_url: null,
          next_page_url: null,
        })
      }
      if (url.pathname === '/api/admin/revocations' && method === 'POST') {
        if (create) return create(body as Record<string, unknown>)
        return jsonResponse(201, { message: 'Revocation recorded', data: { ...detail, id: 9 } })
      }
      if (url.pathname === '/api/admin/revocations/2') return jsonResponse(200, { data: detail })
      return jsonResponse(404, { message: 'Revocation not found' })
    }),
  )
  return calls
}

function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname}</output>
}

function renderAt(route: string) {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: 'admin-token' }))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  queryClient.setQueryData(siteQueryOptions.queryKey, testSite())
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/admin/revocations" element={<RevocationsAdminPage />} />
          <Route path="/admin/revocations/:id" element={<RevocationDetailPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <ToastContainer />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('RevocationsAdminPage', () => {
  it('lists revocations with their due day, overdue badge and partners told', async () => {
    fakeServer()
    renderAt('/admin/revocations')
    expect(screen.getByRole('heading', { level: 1, name: 'Revocations' })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'Revocations, newest first' })
    await within(table).findByText('(555) 123-4567 / jane@example.com')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows[0]).toHaveTextContent('(555) 123-4567 / jane@example.com')
    expect(rows[0]).toHaveTextContent('Opt-out page')
    expect(rows[0]).toHaveTextContent('Sep 21, 2026')
    expect(within(rows[0]).getByText('Overdue')).toHaveClass('badge')
    expect(rows[0]).toHaveTextContent('1 failed · 1/3')
    expect(rows[1]).toHaveTextContent('Letter')
    expect(rows[1]).toHaveTextContent('All told · 2/2')
    expect(within(rows[1]).queryByText('Overdue')).not.toBeInTheDocument()
  })

  it('records a revocation and opens it; the server’s 422 shows under its field', async () => {
    const user = userEvent.setup()
    let refuse = true
    const calls = fakeServer((body) =>
      refuse
        ? ((refuse = false),
          jsonResponse(422, {
            message: 'The received date cannot be in the future.',
            errors: { received_at: ['The received date cannot be in the future.'] },
          }))
        : jsonResponse(201, { message: 'Revocation recorded', data: { ...detail, ...body, id: 9 } }),
    )
    renderAt('/admin/revocations')
    const form = screen.getByRole('form', { name: 'Record a revocation' })
    await user.click(within(form).getByRole('button', { name: 'Record revocation' }))
    expect(await within(form).findAllByText('Enter a phone number or an email address (or both).')).toHaveLength(2)
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)

    await user.type(within(form).getByLabelText('Phone'), '555 123 4567')
    await user.selectOptions(within(form).getByLabelText('Stop'), 'Texts')
    await user.selectOptions(within(form).getByLabelText('Came by'), 'Letter')
    await user.type(within(form).getByLabelText('Received on'), '2026-12-30')
    await user.type(within(form).getByLabelText('Note'), 'Letter of Sept 2')
    await user.click(within(form).getByRole('button', { name: 'Record revocation' }))
    expect(
      await within(form).findByText('The received date cannot be in the future.', { selector: '.invalid-feedback, [id$="-error"]' }),
    ).toBeInTheDocument()
    expect(within(form).getByLabelText('Received on')).toHaveAttribute('aria-invalid', 'true')

    await user.clear(within(form).getByLabelText('Received on'))
    await user.type(within(form).getByLabelText('Received on'), '2026-09-04')
    await user.click(within(form).getByRole('button', { name: 'Record revocation' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/revocations/9'))
    const posts = calls.filter((c) => c.method === 'POST')
    expect(posts[1].body).toEqual({
      phone: '555 123 4567',
      email: '',
      scope: 'texts',
      channel: 'letter',
      received_at: '2026-09-04',
      note: 'Letter of Sept 2',
    })
  })
})

describe('RevocationDetailPage', () => {
  it('shows each notice with its partner, lead reference, channel and state', async () => {
    fakeServer()
    renderAt('/admin/revocations/2')
    expect(await screen.findByRole('heading', { level: 1, name: /Revocation #2/ })).toBeInTheDocument()
    expect(screen.getByText('End of Sep 21, 2026 (Eastern time)')).toBeInTheDocument()
    const rows = within(screen.getByRole('table', { name: 'Notices to partners' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('Lone Star Injury')
    expect(rows[0]).toHaveTextContent('ABCD1234EFGH')
    expect(within(rows[0]).getByText('Delivered')).toHaveClass('badge')
    expect(within(rows[1]).getByText('Failed')).toHaveClass('badge')
    expect(rows[1]).toHaveTextContent('recipient address refused')
  })

  it('says when the revocation does not exist', async () => {
    fakeServer()
    renderAt('/admin/revocations/404')
    expect(await screen.findByRole('heading', { name: 'Revocation not found' })).toBeInTheDocument()
  })
})
