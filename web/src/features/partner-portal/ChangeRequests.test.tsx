import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { ToastContainer } from 'react-toastify/unstyled'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatChange, type ChangeRequest } from '@/lib/admin/partner-changes'
import { signIn, stubRoutes } from '@/testing/fetch-routes'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { changesOf, formFromAccount } from './components/ChangeRequestSection'
import PartnerApp from './PartnerApp'
import type { PartnerAccount } from './types'
import { onePage } from '@/testing/paginated'

const account: PartnerAccount = {
  partner_id: 7,
  name: 'Lone Star Injury Law',
  balance_cents: 45500,
  held_cents: 0,
  billing_mode: 'prepaid',
  credit_limit_cents: 0,
  low_balance_cents: 10000,
  paused: false,
  return_window_days: 7,
  max_return_rate: 15,
  states: ['TX'],
  service_ids: [1],
  daily_cap: 10,
  monthly_cap: 0,
  timezone: 'America/Chicago',
  schedule: [{ day: 1, open: '09:00', close: '17:00' }],
  email: 'leads@lonestar.example',
  webhook_url: '',
  languages: ['en'],
  previous_secret_until: null,
}

const declined: ChangeRequest = {
  id: 3,
  partner_id: 7,
  partner_name: 'Lone Star Injury Law',
  changes: { monthly_cap: 500, service_ids: [2] },
  note: 'Busy season',
  status: 'declined',
  requested_by_email: 'pat@lonestar.example',
  decision_note: 'Not this month',
  created_at: '2026-11-20T15:00:00Z',
  decided_at: '2026-11-21T15:00:00Z',
}

const page = onePage

function renderAccount(routes: Parameters<typeof stubRoutes>[0]) {
  signIn('partner-token')
  stubRoutes({
    'GET /api/partner/account': jsonResponse(200, { data: account }),
    'GET /api/partner/ledger': jsonResponse(200, { ...page([]), balance_cents: 45500, held_cents: 0 }),
    'GET /api/partner/webhook-attempts': jsonResponse(200, { data: [] }),
    'GET /api/all-services': jsonResponse(200, {
      data: [
        { id: 1, title: 'Car Accident' },
        { id: 2, title: 'Truck Accident' },
      ],
    }),
    ...routes,
  })
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/partner/*" element={<PartnerApp />} />
      </Routes>
      <ToastContainer />
    </>,
    { route: '/partner/account' },
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('changesOf', () => {
  it('keeps only the fields that differ from the firm’s', () => {
    const values = formFromAccount(account)
    expect(changesOf(account, values)).toEqual({})
    values.states = ['OK', 'TX']
    values.daily_cap = ' 12 '
    values.service_ids = ['1']
    values.schedule = [...values.schedule, { day: 2, open: '09:00', close: '12:00' }]
    values.languages = ['es', 'en']
    expect(changesOf(account, values)).toEqual({
      states: ['OK', 'TX'],
      daily_cap: 12,
      schedule: [
        { day: 1, open: '09:00', close: '17:00' },
        { day: 2, open: '09:00', close: '12:00' },
      ],
      languages: ['es', 'en'],
    })
    values.languages = ['en']
    expect(changesOf(account, values)).not.toHaveProperty('languages')
  })

  it('names the languages in words', () => {
    expect(formatChange('languages', ['en', 'es'])).toBe('English, Spanish')
  })
})

describe('change requests in the portal', () => {
  it('lists the firm’s requests with their status and the operator’s note', async () => {
    renderAccount({ 'GET /api/partner/change-requests': jsonResponse(200, page([declined])) })
    const list = await screen.findByRole('region', { name: 'Your change requests, newest first' })
    const row = (await within(list).findByText('Declined')).closest('tr')!
    expect(row).toHaveTextContent('Monthly cap: 500 a month')
    expect(await within(row).findByText('Practice areas: Truck Accident')).toBeInTheDocument()
    expect(row).toHaveTextContent('“Busy season”')
    expect(row).toHaveTextContent('Not this month')
  })

  it('sends only what changed, with a note, and shows the server’s field errors', async () => {
    const user = userEvent.setup()
    const sent: unknown[] = []
    let answer = jsonResponse(422, {
      message: 'The daily cap may not be greater than the monthly cap.',
      errors: { daily_cap: ['The daily cap may not be greater than the monthly cap.'] },
    })
    renderAccount({
      'GET /api/partner/change-requests': jsonResponse(200, page([])),
      'POST /api/partner/change-requests': (init) => {
        sent.push(JSON.parse(String(init?.body)))
        return answer.clone()
      },
    })
    const open = await screen.findByRole('button', { name: 'Request a change' })
    expect(open).toHaveAttribute('aria-expanded', 'false')
    await user.click(open)
    expect(open).toHaveAttribute('aria-expanded', 'true')
    const form = screen.getByRole('form', { name: 'Request a change' })
    expect(within(form).getByLabelText('Texas (TX)')).toBeChecked()
    expect(within(form).getByLabelText('Daily cap')).toHaveValue('10')
    expect(within(form).getByLabelText('Time zone')).toHaveValue('America/Chicago')

    await user.click(within(form).getByRole('button', { name: 'Send the request' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent('Change at least one value before sending the request.')
    expect(sent).toHaveLength(0)

    await user.click(within(form).getByLabelText('Oklahoma (OK)'))
    await user.clear(within(form).getByLabelText('Daily cap'))
    await user.type(within(form).getByLabelText('Daily cap'), '25')
    await user.type(within(form).getByLabelText('Note for the operator (optional)'), 'We opened in Tulsa')
    await user.click(within(form).getByRole('button', { name: 'Send the request' }))
    expect(await within(form).findByText('The daily cap may not be greater than the monthly cap.')).toBeInTheDocument()
    expect(within(form).getByLabelText('Daily cap')).toHaveAttribute('aria-invalid', 'true')
    expect(sent[0]).toEqual({ changes: { states: ['OK', 'TX'], daily_cap: 25 }, note: 'We opened in Tulsa' })

    answer = jsonResponse(201, { message: 'Request sent: the operator reviews it.', data: { ...declined, status: 'pending' } })
    await user.click(within(form).getByRole('button', { name: 'Send the request' }))
    expect(await screen.findByText('Request sent: the operator reviews it.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Request a change' })).toBeNull())
    expect(sent).toHaveLength(2)
  })
})
