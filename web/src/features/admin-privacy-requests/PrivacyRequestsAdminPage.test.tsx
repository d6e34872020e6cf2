import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { ToastContainer } from 'react-toastify/unstyled'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SESSION_KEY } from '@/lib/api-client'
import { siteQueryOptions } from '@/lib/site'
import { jsonResponse, testSite } from '@/testing/render'
import PrivacyRequestsAdminPage from './PrivacyRequestsAdminPage'
import type { PrivacyRequest, PrivacyRequestDetail } from './types'

const base: PrivacyRequest = {
  id: 5,
  type: 'delete',
  email: 'jane@example.com',
  phone: '',
  california_resident: true,
  details: '',
  status: 'confirmed',
  received_at: '2026-01-16T15:00:00Z',
  confirm_due_at: '2026-02-03T05:00:00Z',
  answer_due_at: '2026-03-02T15:00:00Z',
  confirm_expires_at: '2026-01-23T15:00:00Z',
  confirmed_at: '2026-01-16T16:00:00Z',
  confirmed_by: null,
  confirm_note: '',
  completed_at: null,
  completed_by: null,
  outcome: '',
  ip: '192.0.2.1',
  user_agent: 'Test',
  purge_after: '2028-01-16T15:00:00Z',
  confirm_overdue: false,
  answer_overdue: true,
  account_id: null,
  account_action: '',
}

const phoneOnly: PrivacyRequest = {
  ...base,
  id: 6,
  type: 'opt_out',
  email: '',
  phone: '5550102030',
  status: 'unconfirmed',
  confirmed_at: null,
  confirm_expires_at: null,
  confirm_overdue: true,
  answer_overdue: false,
}

interface Call {
  method: string
  url: URL
  body: unknown
}

function fakeServer(overrides: Partial<PrivacyRequestDetail> = {}) {
  const calls: Call[] = []
  let current: PrivacyRequestDetail = {
    ...base,
    matching_leads: [
      {
        id: 42,
        reference: 'K7M2Q9XR4T8B',
        name: 'Jane Doe',
        state: 'CA',
        status: 'new',
        routing: 'routed',
        created_at: '2026-01-10T10:00:00Z',
        erased_at: null,
      },
    ],
    erased_leads: [],
    notices: [],
    account: null,
    ...overrides,
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://test.local')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, url, body })
      if (url.pathname === '/api/admin/privacy-requests') {
        const data = [current as PrivacyRequest, phoneOnly]
        return jsonResponse(200, {
          data,
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
      if (url.pathname === '/api/admin/privacy-requests/5' && method === 'GET') return jsonResponse(200, { data: current })
      if (url.pathname === '/api/admin/privacy-requests/5/complete') {
        current = {
          ...current,
          status: 'completed',
          email: 'j***@example.com',
          completed_at: '2026-01-20T10:00:00Z',
          outcome: 'Personal data erased.',
          matching_leads: [],
          erased_leads: [{ ...current.matching_leads[0], name: ' ', erased_at: '2026-01-20T10:00:00Z', erasure_reason: 'privacy_request' }],
          notices: [
            { id: 1, partner_name: 'Golden Law', channel: 'webhook', lead_reference: 'K7M2Q9XR4T8B', status: 'pending', attempts: 0 },
          ],
          account: null,
          account_id: current.account?.id ?? null,
          account_action: current.account ? (current.account.staff ? 'kept_staff' : 'deleted') : '',
        }
        return jsonResponse(200, { message: 'Request completed: 1 lead(s) erased', erased_leads: 1, data: current })
      }
      return jsonResponse(404, { message: 'not stubbed' })
    }),
  )
  return calls
}

function renderPage(route = '/admin/privacy-requests') {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: 'admin-token' }))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  queryClient.setQueryData(siteQueryOptions.queryKey, testSite())
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/admin/privacy-requests" element={<PrivacyRequestsAdminPage />} />
        </Routes>
      </MemoryRouter>
      <ToastContainer />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('PrivacyRequestsAdminPage', () => {
  it('lists requests with their deadlines and overdue badges, filtered from the URL', async () => {
    const calls = fakeServer()
    renderPage('/admin/privacy-requests?status=confirmed&overdue=1')
    await screen.findByText('Answer overdue')
    const table = screen.getByRole('table', { name: 'Privacy requests' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows[0]).toHaveTextContent('Delete')
    expect(rows[0]).toHaveTextContent('Jan 16, 2026')
    expect(rows[0]).toHaveTextContent('Feb 2, 2026')
    expect(rows[0]).toHaveTextContent('Answer overdue')
    expect(rows[1]).toHaveTextContent('Confirmation overdue')
    expect(screen.getByLabelText('Status')).toHaveValue('confirmed')
    expect(screen.getByLabelText('Overdue only')).toBeChecked()
    const list = calls.find((c) => c.url.pathname === '/api/admin/privacy-requests')
    expect(Object.fromEntries(list!.url.searchParams)).toEqual({ status: 'confirmed', overdue: '1' })
  })

  it('opens a request, shows the person’s leads and erases them after a confirmation', async () => {
    const user = userEvent.setup()
    const calls = fakeServer()
    const confirm = vi.fn(() => true)
    vi.stubGlobal('confirm', confirm)
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Open request #5' }))
    const detail = await screen.findByRole('region', { name: /Request #5/ })
    expect(await within(detail).findByRole('link', { name: 'Lead #42' })).toHaveAttribute('href', '/admin/leads/42')
    await user.click(within(detail).getByRole('button', { name: 'Erase and complete' }))
    expect(confirm).toHaveBeenCalledWith('Erase the personal data of 1 lead of this person? This cannot be undone.')
    expect(await screen.findByText('Request completed: 1 lead(s) erased')).toBeInTheDocument()
    await waitFor(() => expect(within(detail).getByText(/Erased Jan 20, 2026 \(privacy request\)/)).toBeInTheDocument())
    expect(within(detail).getByText(/Golden Law \(webhook\)/)).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ note: '' })
  })

  it('sends a correction to the leads’ pages, then completes it with what was corrected', async () => {
    const user = userEvent.setup()
    const calls = fakeServer({ type: 'correct', details: 'My last name is Doe-Smith, not Doe.' })
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Open request #5' }))
    const detail = await screen.findByRole('region', { name: /Request #5 · Correct/ })
    expect(await within(detail).findByText('My last name is Doe-Smith, not Doe.')).toBeInTheDocument()
    expect(within(detail).getByRole('link', { name: 'Lead #42' })).toHaveAttribute('href', '/admin/leads/42')
    expect(within(detail).getByText(/Corrections are made on each lead’s page/)).toHaveTextContent(
      'open the lead and use Edit contact details. Then complete this request below with a note of what was corrected.',
    )

    await user.click(within(detail).getByRole('button', { name: 'Record the correction and complete' }))
    expect(await within(detail).findByText('What was corrected is required.')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
    await user.type(within(detail).getByLabelText(/What was corrected/), 'Last name corrected to Doe-Smith on lead #42.')
    await user.click(within(detail).getByRole('button', { name: 'Record the correction and complete' }))
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.url.pathname).toBe('/api/admin/privacy-requests/5/complete'))
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ note: 'Last name corrected to Doe-Smith on lead #42.' })
  })

  it('asks for verification before corrections on an unconfirmed correction request', async () => {
    const user = userEvent.setup()
    fakeServer({ type: 'correct', details: 'Wrong phone.', status: 'unconfirmed', confirmed_at: null })
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Open request #5' }))
    const detail = await screen.findByRole('region', { name: /Request #5/ })
    expect(await within(detail).findByText(/Once the requester is verified, correct each lead on its page/)).toBeInTheDocument()
    expect(within(detail).getByRole('link', { name: 'Lead #42' })).toHaveAttribute('href', '/admin/leads/42')
  })

  it('says before and after that a deletion deletes the visitor account of the address', async () => {
    const user = userEvent.setup()
    fakeServer({ account: { id: 9, role: 'user', staff: false, disabled: false, created_at: '2025-12-01T10:00:00Z' } })
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    )
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Open request #5' }))
    const detail = await screen.findByRole('region', { name: /Request #5/ })
    expect(await within(detail).findByText(/completing the deletion deletes it too/)).toBeInTheDocument()
    expect(within(detail).getByRole('link', { name: 'account #9' })).toHaveAttribute('href', '/admin/users?q=jane%40example.com')
    expect(within(detail).queryByRole('note')).not.toBeInTheDocument()
    await user.click(within(detail).getByRole('button', { name: 'Erase and complete' }))
    expect(window.confirm).toHaveBeenCalledWith(
      'Erase the personal data of 1 lead of this person and delete their account? This cannot be undone.',
    )
    expect(
      await within(detail).findByText('Account #9 of this address was deleted, with its sessions and mailed links.'),
    ).toBeInTheDocument()
  })

  it('warns that a staff account is kept, before and after the deletion', async () => {
    const user = userEvent.setup()
    fakeServer({ account: { id: 3, role: 'admin', staff: true, disabled: false, created_at: '2025-12-01T10:00:00Z' } })
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    )
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Open request #5' }))
    const detail = await screen.findByRole('region', { name: /Request #5/ })
    const before = await within(detail).findByRole('note')
    expect(before).toHaveTextContent('belongs to the staff account #3 (admin)')
    expect(before).toHaveTextContent('keeps the account: a public request never deletes a staff account')
    await user.click(within(detail).getByRole('button', { name: 'Erase and complete' }))
    await waitFor(() => expect(within(detail).getByRole('note')).toHaveTextContent('Staff account #3 of this address was kept'))
    expect(within(detail).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users')
  })
})
