import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { ToastContainer } from 'react-toastify/unstyled'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signIn, stubRoutes } from '@/testing/fetch-routes'
import { invoiceFixture } from '@/testing/invoice-fixture'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import PartnerApp from './PartnerApp'
import type { PartnerAccount, PortalLead, PortalLeadDetail } from './types'
import { onePage } from '@/testing/paginated'

const account: PartnerAccount = {
  partner_id: 7,
  name: 'Lone Star Injury Law',
  balance_cents: 45500,
  held_cents: 4500,
  billing_mode: 'prepaid',
  credit_limit_cents: 0,
  low_balance_cents: 10000,
  paused: false,
  return_window_days: 7,
  max_return_rate: 15,
  states: ['TX'],
  service_ids: [],
  daily_cap: 10,
  monthly_cap: 0,
  timezone: 'America/Chicago',
  schedule: [{ day: 1, open: '09:00', close: '17:00' }],
  email: 'leads@lonestar.example',
  webhook_url: '',
  languages: ['en'],
  previous_secret_until: null,
}

const lead: PortalLead = {
  reference: 'ABCD1234EFGH',
  received_at: '2026-11-20T15:00:00Z',
  first_name: 'Jane',
  last_name: 'Doe',
  name: '',
  email: 'jane@example.com',
  phone: '5551234567',
  state: 'TX',
  language: 'es',
  service_id: 1,
  service: 'Car Accident',
  erased: false,
  consent_withdrawn: true,
  price_cents: 4500,
  charged: true,
  outcome: '',
  return_status: '',
}

const detail: PortalLeadDetail = {
  ...lead,
  lead: {
    reference: 'ABCD1234EFGH',
    first_name: 'Jane',
    last_name: 'Doe',
    name: '',
    email: 'jane@example.com',
    phone: '5551234567',
    zip_code: '73301',
    state: 'TX',
    state_name: 'Texas',
    description: 'Rear-ended on I-35.',
    created_at: '2026-11-20T15:00:00Z',
    consent: {
      text_version: 'c-1',
      text: 'I agree to be contacted.',
      at: '2026-11-20T15:00:00Z',
      ip: '192.0.2.1',
      page_url: 'https://claims.example/contact-us',
      trustedform_cert_url: 'https://cert.trustedform.com/abc',
      leadid_token: '',
    },
  },
  deliveries: [
    {
      channel: 'email',
      status: 'delivered',
      attempts: 1,
      last_error: '',
      delivered_at: '2026-11-20T15:00:02Z',
      created_at: '2026-11-20T15:00:00Z',
      price_cents: 4500,
      charged: true,
    },
  ],
  outcomes: [],
  return: null,
  return_open_until: '2026-11-27T15:00:02Z',
}

const page = onePage

/** The portal as the router mounts it: under /partner/*. */
function renderPortal(route: string) {
  signIn('partner-token')
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/partner/*" element={<PartnerApp />} />
      </Routes>
      <ToastContainer />
    </>,
    { route },
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
  delete (URL as { createObjectURL?: unknown }).createObjectURL
})

describe('partner portal', () => {
  it('lists the firm’s leads with their price and flags, and searches', async () => {
    const user = userEvent.setup()
    const fetchMock = stubRoutes({
      'GET /api/partner/account': jsonResponse(200, { data: account }),
      'GET /api/partner/leads': jsonResponse(200, page([lead])),
    })
    renderPortal('/partner')
    const link = await screen.findByRole('link', { name: 'Jane Doe' })
    expect(link).toHaveAttribute('href', '/partner/leads/ABCD1234EFGH')
    const row = link.closest('tr')!
    expect(row).toHaveTextContent('$45.00')
    expect(row).toHaveTextContent('Consent withdrawn: do not contact')
    expect(row).toHaveTextContent('TX, Car Accident')
    expect(await screen.findByText(/balance/)).toHaveTextContent('Lone Star Injury Law · balance $455.00')
    await user.type(screen.getByLabelText('Name, phone, e-mail or reference'), 'jane')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('q=jane'))).toBe(true))
  })

  it('shows a lead as it was sent and returns it with a reason', async () => {
    const user = userEvent.setup()
    const returns: unknown[] = []
    stubRoutes({
      'GET /api/partner/account': jsonResponse(200, { data: account }),
      'GET /api/partner/leads/ABCD1234EFGH': jsonResponse(200, { data: detail }),
      'POST /api/partner/leads/ABCD1234EFGH/return': (init) => {
        returns.push(JSON.parse(String(init?.body)))
        return jsonResponse(201, { message: 'Return received: the operator reviews it.', data: { id: 1, status: 'pending' } })
      },
    })
    renderPortal('/partner/leads/ABCD1234EFGH')
    expect(await screen.findByRole('heading', { level: 1, name: /Jane Doe/ })).toBeInTheDocument()
    const consent = screen.getByRole('region', { name: 'Consent proof' })
    expect(consent).toHaveTextContent('I agree to be contacted.')
    expect(within(consent).getByRole('link', { name: 'Certificate' })).toHaveAttribute('href', 'https://cert.trustedform.com/abc')
    expect(screen.getByRole('region', { name: 'What you were sent' })).toHaveTextContent('$45.00 (charged)')

    const form = screen.getByRole('form', { name: 'Return this lead' })
    await user.click(within(form).getByRole('button', { name: 'Return lead' }))
    expect(await within(form).findByText('Choose the reason.')).toBeInTheDocument()
    await user.selectOptions(within(form).getByLabelText('Reason'), 'other')
    await user.click(within(form).getByRole('button', { name: 'Return lead' }))
    expect(await within(form).findByText('Say what is wrong with the lead.')).toBeInTheDocument()
    expect(returns).toHaveLength(0)
    await user.type(within(form).getByLabelText('Note'), 'A business number')
    await user.click(within(form).getByRole('button', { name: 'Return lead' }))
    expect(await screen.findByText('Return received: the operator reviews it.')).toBeInTheDocument()
    expect(returns).toEqual([{ reason: 'other', note: 'A business number' }])
  })

  it('says when a lead was never sent to the firm', async () => {
    stubRoutes({
      'GET /api/partner/account': jsonResponse(200, { data: account }),
      'GET /api/partner/leads/OTHER': jsonResponse(404, { message: 'This partner was never sent a lead with this reference.' }),
    })
    renderPortal('/partner/leads/OTHER')
    expect(await screen.findByRole('alert')).toHaveTextContent('You were never sent a lead with this reference.')
  })

  it('lists the firm’s invoices and opens one as a page with its PDF', async () => {
    const user = userEvent.setup()
    const invoice = invoiceFixture('partner')
    const { lines: _lines, ...listed } = invoice
    const fetchMock = stubRoutes({
      'GET /api/partner/account': jsonResponse(200, { data: account }),
      'GET /api/partner/invoices/12/pdf': new Response('%PDF-1.3 test', {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="invoice-12.pdf"' },
      }),
      'GET /api/partner/invoices': jsonResponse(200, page([listed])),
      'GET /api/partner/invoices/12': jsonResponse(200, { data: invoice }),
    })
    renderPortal('/partner/invoices')
    const link = await screen.findByRole('link', { name: 'Invoice 12' })
    const row = link.closest('tr')!
    expect(row).toHaveTextContent('Oct 1 – 31, 2026')
    expect(row).toHaveTextContent('$45.00')
    expect(row).toHaveTextContent('$555.00')
    // The PDF comes with the session's token, never through a link that could carry one.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:invoice')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    await user.click(within(row).getByRole('button', { name: 'PDF of invoice 12' }))
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1))
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/partner/invoices/12/pdf'))!
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer partner-token')
    expect(await createObjectURL.mock.calls[0][0].text()).toBe('%PDF-1.3 test')
    await user.click(link)
    const doc = await screen.findByRole('article', { name: 'Invoice 12' })
    expect(doc).toHaveTextContent('Bill toLone Star Injury Law')
    expect(doc).toHaveTextContent('Leads charged (2)-$90.00')
    expect(doc).toHaveTextContent('Amount due$0.00')
    const lines = within(doc).getByRole('table')
    expect(within(lines).getAllByRole('row')).toHaveLength(5)
    expect(lines).toHaveTextContent('Oct 6, 2026Return creditABCD1234EFGHTXCar Accident$45.00')
    expect(lines).toHaveTextContent('PaymentACH · T-1$500.00')
    expect(within(doc).getByRole('region', { name: 'How to pay' })).toHaveTextContent('Account 000123')
    expect(within(doc).getByRole('button', { name: 'Download the PDF of invoice 12' })).toBeEnabled()
  })

  it('says when an invoice is not the firm’s', async () => {
    stubRoutes({
      'GET /api/partner/account': jsonResponse(200, { data: account }),
      'GET /api/partner/invoices/99': jsonResponse(404, { message: 'Invoice not found' }),
    })
    renderPortal('/partner/invoices/99')
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no invoice of yours with this number.')
  })

  it('shows the balance and statement, and pauses deliveries', async () => {
    const user = userEvent.setup()
    const calls: string[] = []
    stubRoutes({
      'GET /api/partner/account': jsonResponse(200, { data: account }),
      'GET /api/partner/ledger': jsonResponse(200, {
        ...page([
          {
            id: 2,
            kind: 'credit',
            amount_cents: 4500,
            balance_after_cents: 45500,
            lead_reference: 'ABCD1234EFGH',
            method: '',
            reference: '',
            note: '',
            created_at: '2026-11-21T15:00:00Z',
          },
        ]),
        balance_cents: 45500,
        held_cents: 4500,
      }),
      'POST /api/partner/pause': () => {
        calls.push('pause')
        return jsonResponse(200, { message: 'Deliveries paused.', data: { paused: true } })
      },
    })
    renderPortal('/partner/account')
    expect(await screen.findByRole('region', { name: 'Balance' })).toHaveTextContent('$455.00')
    expect(await screen.findByText('Return credited')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'How leads reach you' })).toHaveTextContent('Monday 09:00–17:00')
    await user.click(screen.getByRole('button', { name: 'Pause deliveries' }))
    expect(await screen.findByText('Deliveries paused.')).toBeInTheDocument()
    expect(calls).toEqual(['pause'])
  })

  it('tests the webhook, lists its attempts, and shows a new secret once', async () => {
    const user = userEvent.setup()
    const calls: string[] = []
    stubRoutes({
      'GET /api/partner/account': jsonResponse(200, { data: { ...account, webhook_url: 'https://lonestar.example/hook' } }),
      'GET /api/partner/ledger': jsonResponse(200, { ...page([]), balance_cents: 45500, held_cents: 0 }),
      'GET /api/partner/webhook-attempts': jsonResponse(200, {
        data: [
          {
            id: 9,
            event: 'lead.created',
            lead_reference: 'ABCD1234EFGH',
            status_code: 503,
            ok: false,
            error: 'the webhook answered 503 busy',
            duration_ms: 120,
            created_at: '2026-11-20T15:00:00Z',
          },
        ],
      }),
      'POST /api/partner/webhook-test': () => {
        calls.push('test')
        return jsonResponse(202, { message: 'Test event sent: its answer shows in the attempts below in a moment.' })
      },
      'POST /api/partner/webhook-secret': () => {
        calls.push('secret')
        return jsonResponse(200, {
          message: 'New webhook secret made.',
          data: { webhook_secret: 'f'.repeat(64), previous_secret_until: '2026-11-21T15:00:00Z' },
        })
      },
    })
    renderPortal('/partner/account')
    const attempts = await screen.findByRole('region', { name: 'Webhook attempts, newest first' })
    expect(await within(attempts).findByText(/503/)).toHaveTextContent('503 · the webhook answered 503 busy')
    await user.click(screen.getByRole('button', { name: 'Send a test event' }))
    expect(await screen.findByText(/Test event sent/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Make a new secret' }))
    expect(await screen.findByText(/Your new secret/)).toHaveTextContent('f'.repeat(64))
    expect(calls).toEqual(['test', 'secret'])
  })
})
