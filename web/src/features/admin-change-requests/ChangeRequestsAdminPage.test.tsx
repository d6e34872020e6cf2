import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ToastContainer } from 'react-toastify/unstyled'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signIn, stubRoutes } from '@/testing/fetch-routes'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import ChangeRequestsAdminPage from './ChangeRequestsAdminPage'
import type { ChangeRequestItem } from './types'
import { onePage } from '@/testing/paginated'

const pending: ChangeRequestItem = {
  id: 4,
  partner_id: 7,
  partner_name: 'Lone Star Injury Law',
  changes: { states: ['TX', 'OK'], daily_cap: 25, service_ids: [2] },
  current: { states: ['TX'], daily_cap: 10, service_ids: [] },
  note: 'We opened in Tulsa',
  status: 'pending',
  requested_by_email: 'pat@lonestar.example',
  decision_note: '',
  created_at: '2026-11-20T15:00:00Z',
  decided_at: null,
}

const page = onePage

const services = jsonResponse(200, { data: [{ id: 2, title: 'Truck Accident' }] })

function renderPage(route = '/admin/change-requests') {
  signIn('admin-token')
  return renderWithProviders(
    <>
      <ChangeRequestsAdminPage />
      <ToastContainer />
    </>,
    { route },
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('ChangeRequestsAdminPage', () => {
  it('lists pending requests with the firm and each field as now → asked', async () => {
    stubRoutes({ 'GET /api/admin/change-requests': jsonResponse(200, page([pending])), 'GET /api/all-services': services })
    renderPage()
    const table = await screen.findByRole('table', { name: 'Pending change requests, newest first' })
    const row = (await within(table).findByText('Lone Star Injury Law')).closest('tr')!
    expect(row).toHaveTextContent('pat@lonestar.example')
    expect(row).toHaveTextContent('States: TX → to TX, OK')
    expect(row).toHaveTextContent('Daily cap: 10 a day → to 25 a day')
    expect(await within(row).findByText('Truck Accident')).toBeInTheDocument()
    expect(row).toHaveTextContent('Practice areas: Every practice area')
    expect(row).toHaveTextContent('“We opened in Tulsa”')
    expect(screen.getByText('1 pending')).toBeInTheDocument()
  })

  it('declines only with a note, approves with an optional one, and tells the result', async () => {
    const user = userEvent.setup()
    const decisions: Array<{ url: string; body: unknown }> = []
    stubRoutes({
      'GET /api/admin/change-requests': jsonResponse(200, page([pending])),
      'GET /api/all-services': services,
      'POST /api/admin/change-requests/4/decline': (init, url) => {
        decisions.push({ url, body: JSON.parse(String(init?.body)) })
        return jsonResponse(200, { message: 'Change request declined.', data: { ...pending, status: 'declined' } })
      },
      'POST /api/admin/change-requests/4/approve': (init, url) => {
        decisions.push({ url, body: JSON.parse(String(init?.body)) })
        return jsonResponse(200, {
          message: 'Change request approved: the firm’s settings are changed.',
          data: { ...pending, status: 'approved' },
        })
      },
    })
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Decline the change request of Lone Star Injury Law' }))
    const dialog = await screen.findByRole('dialog', { name: 'Decline the change request of Lone Star Injury Law' })
    expect(dialog).toHaveTextContent('The firm keeps its settings and reads your note.')
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }))
    expect(await within(dialog).findByText('Say why the request is declined.')).toBeInTheDocument()
    expect(decisions).toHaveLength(0)
    await user.type(within(dialog).getByLabelText('Why the request is declined'), 'Tulsa is covered')
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }))
    expect(await screen.findByText('Change request declined.')).toBeInTheDocument()
    expect(decisions[0].body).toEqual({ note: 'Tulsa is covered' })

    await user.click(screen.getByRole('button', { name: 'Approve the change request of Lone Star Injury Law' }))
    const approve = await screen.findByRole('dialog', { name: 'Approve the change request of Lone Star Injury Law' })
    expect(approve).toHaveTextContent('Daily cap: 10 a day → to 25 a day')
    await user.click(within(approve).getByRole('button', { name: 'Approve and apply' }))
    await waitFor(() => expect(decisions).toHaveLength(2))
    expect(decisions[1].url).toContain('/api/admin/change-requests/4/approve')
    expect(decisions[1].body).toEqual({ note: '' })
  })

  it('shows the server’s refusal of an approval', async () => {
    const user = userEvent.setup()
    stubRoutes({
      'GET /api/admin/change-requests': jsonResponse(200, page([pending])),
      'GET /api/all-services': services,
      'POST /api/admin/change-requests/4/approve': jsonResponse(422, {
        message: 'The daily cap may not be greater than the monthly cap.',
        errors: { daily_cap: ['The daily cap may not be greater than the monthly cap.'] },
      }),
    })
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Approve the change request of Lone Star Injury Law' }))
    const dialog = await screen.findByRole('dialog', { name: /Approve the change request/ })
    await user.click(within(dialog).getByRole('button', { name: 'Approve and apply' }))
    expect(await screen.findByText('The daily cap may not be greater than the monthly cap.')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: /Approve the change request/ })).toBeInTheDocument()
  })

  it('shows decided requests with their decision and no actions', async () => {
    const user = userEvent.setup()
    const declined: ChangeRequestItem = {
      ...pending,
      id: 5,
      status: 'declined',
      decision_note: 'Tulsa is covered',
      decided_at: '2026-11-21T15:00:00Z',
    }
    const fetchMock = stubRoutes({
      'GET /api/admin/change-requests': jsonResponse(200, page([declined])),
      'GET /api/all-services': services,
    })
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Declined', pressed: false }))
    const table = await screen.findByRole('table', { name: 'Declined change requests, newest first' })
    expect(await within(table).findByText('Tulsa is covered')).toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: /Approve the change request/ })).toBeNull()
    expect(table).not.toHaveTextContent('→')
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=declined'))).toBe(true)
  })
})
