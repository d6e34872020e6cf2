import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ToastContainer } from 'react-toastify/unstyled'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signIn, stubRoutes } from '@/testing/fetch-routes'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import ReturnsAdminPage, { monthText } from './ReturnsAdminPage'
import type { ReturnQueueItem } from './types'
import { onePage } from '@/testing/paginated'

const pending: ReturnQueueItem = {
  id: 4,
  lead_id: 42,
  lead_reference: 'ABCD1234EFGH',
  partner_id: 7,
  partner_name: 'Lone Star Injury Law',
  reason: 'wrong_number',
  reason_label: 'Wrong number (disconnected, or not the person)',
  note: 'Disconnected twice',
  status: 'pending',
  auto_approved: false,
  amount_cents: 4500,
  decision_note: '',
  created_at: '2026-11-20T15:00:00Z',
  decided_at: null,
  lead_state: 'TX',
  lead_service: 'Car Accident',
  lead_created_at: '2026-11-18T15:00:00Z',
  partner_month: { charged: 10, returns: 2, return_rate: 0.2, max_return_rate: 15 },
}

const page = onePage

function renderPage(route = '/admin/returns') {
  signIn('admin-token')
  return renderWithProviders(
    <>
      <ReturnsAdminPage />
      <ToastContainer />
    </>,
    { route },
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('monthText', () => {
  it("says the firm's returns against its charged leads and its limit", () => {
    expect(monthText({ charged: 10, returns: 2, return_rate: 0.2, max_return_rate: 15 })).toBe('2 of 10 (20%) · limit 15%')
    expect(monthText({ charged: 0, returns: 1, return_rate: null, max_return_rate: 15 })).toBe('1 of 0 · limit 15%')
  })
})

describe('ReturnsAdminPage', () => {
  it('lists pending returns with the lead, reason, charge and the firm over its limit', async () => {
    stubRoutes({ 'GET /api/admin/returns': jsonResponse(200, page([pending])) })
    renderPage()
    const link = await within(screen.getByRole('table', { name: 'Pending returns, oldest first' })).findByRole('link', {
      name: 'ABCD1234EFGH',
    })
    expect(link).toHaveAttribute('href', '/admin/leads/42')
    const row = link.closest('tr')!
    expect(row).toHaveTextContent('TX · Car Accident')
    expect(row).toHaveTextContent('Wrong number (disconnected, or not the person)')
    expect(row).toHaveTextContent('“Disconnected twice”')
    expect(row).toHaveTextContent('$45.00')
    expect(within(row).getByText(/2 of 10 \(20%\) · limit 15%/)).toHaveClass('returns-over')
    expect(screen.getByText('1 pending')).toBeInTheDocument()
  })

  it('denies only with a note, approves with an optional one, and tells the result', async () => {
    const user = userEvent.setup()
    const decisions: Array<{ url: string; body: unknown }> = []
    stubRoutes({
      'GET /api/admin/returns': jsonResponse(200, page([pending])),
      'POST /api/admin/returns/4/deny': (init, url) => {
        decisions.push({ url, body: JSON.parse(String(init?.body)) })
        return jsonResponse(200, { message: 'Return denied.', data: { ...pending, status: 'denied' } })
      },
      'POST /api/admin/returns/4/approve': (init, url) => {
        decisions.push({ url, body: JSON.parse(String(init?.body)) })
        return jsonResponse(200, { message: 'Return approved: the charge is credited back.', data: { ...pending, status: 'approved' } })
      },
    })
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Deny the return of lead ABCD1234EFGH' }))
    const dialog = await screen.findByRole('dialog', { name: 'Deny the return of lead ABCD1234EFGH' })
    expect(dialog).toHaveTextContent('The firm keeps the charge and reads your note.')
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }))
    expect(await within(dialog).findByText('Say why the return is denied.')).toBeInTheDocument()
    expect(decisions).toHaveLength(0)
    await user.type(within(dialog).getByLabelText('Why the return is denied'), 'The number answers')
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }))
    expect(await screen.findByText('Return denied.')).toBeInTheDocument()
    expect(decisions[0].body).toEqual({ note: 'The number answers' })

    await user.click(screen.getByRole('button', { name: 'Approve the return of lead ABCD1234EFGH' }))
    const approve = await screen.findByRole('dialog', { name: 'Approve the return of lead ABCD1234EFGH' })
    expect(approve).toHaveTextContent('$45.00 goes back to the firm')
    await user.click(within(approve).getByRole('button', { name: 'Approve and credit' }))
    await waitFor(() => expect(decisions).toHaveLength(2))
    expect(decisions[1].url).toContain('/api/admin/returns/4/approve')
    expect(decisions[1].body).toEqual({ note: '' })
  })

  it('shows decided returns with their decision, and a firm-approved one as such', async () => {
    const user = userEvent.setup()
    const approved: ReturnQueueItem = { ...pending, id: 5, status: 'approved', auto_approved: true, decided_at: '2026-11-20T15:00:00Z' }
    const fetchMock = stubRoutes({ 'GET /api/admin/returns': jsonResponse(200, page([approved])) })
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Approved', pressed: false }))
    const table = await screen.findByRole('table', { name: 'Approved returns, newest first' })
    expect(await within(table).findByText('Approved by the firm’s settings')).toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: /Approve the return/ })).toBeNull()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=approved'))).toBe(true)
  })
})
