import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { ToastContainer } from 'react-toastify/unstyled'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SESSION_KEY } from '@/lib/api-client'
import { siteQueryOptions } from '@/lib/site'
import { jsonResponse, testSite } from '@/testing/render'
import PartnersAdminPage from './PartnersAdminPage'
import type { Partner } from './types'

function makePartner(overrides: Partial<Partner> = {}): Partner {
  return {
    id: 1,
    name: 'Smith & Jones LLP',
    email: 'intake@smithjones.example',
    webhook_url: 'https://smithjones.example/leads',
    states: ['CA', 'NV'],
    service_ids: [2],
    priority: 1,
    daily_cap: 10,
    monthly_cap: 400,
    timezone: 'America/Los_Angeles',
    schedule: [{ day: 1, open: '09:00', close: '17:00' }],
    active: true,
    paused: false,
    archived_at: null,
    last_assigned_at: null,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    usage: { today: 7, month: 120 },
    balance_cents: 25_000,
    held_cents: 4_500,
    price_cents: 4_500,
    shared_price_cents: 2_000,
    price_overrides: [{ state: 'CA', service_id: null, price_cents: 6_000 }],
    billing_mode: 'prepaid',
    credit_limit_cents: 0,
    low_balance_cents: 10_000,
    billing_email: 'billing@smithjones.example',
    return_window_days: 10,
    max_return_rate: 15,
    auto_approve_reasons: ['wrong_number'],
    min_tier: null,
    accepts_unrated: true,
    accepts_passed_deadline: false,
    languages: ['en'],
    ...overrides,
  }
}

const smith = makePartner()
const paused = makePartner({
  id: 2,
  name: 'Paused Law',
  email: 'p@paused.example',
  webhook_url: '',
  states: ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE'],
  service_ids: [],
  priority: 2,
  daily_cap: 0,
  monthly_cap: 0,
  active: false,
  usage: { today: 3, month: 9 },
  min_tier: 'B',
  accepts_unrated: false,
  accepts_passed_deadline: true,
  languages: ['en', 'es'],
  price_overrides: [{ state: null, service_id: null, tier: 'D', price_cents: 1_500 }],
})
const services = [
  { id: 1, title: 'Car Accident' },
  { id: 2, title: 'Truck Accident' },
]

const ledgerKeys: string[] = []

interface Call {
  method: string
  path: string
  body: Record<string, unknown> | undefined
}

/** A stand-in server: list, services, and what create/update/delete answer. */
function fakeServer(answers: { save?: (body: Record<string, unknown>) => Response } = {}) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://test.local')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined
      calls.push({ method, path: url.pathname, body })
      if (url.pathname === '/api/admin/partners' && method === 'GET') return jsonResponse(200, { data: [smith, paused] })
      if (url.pathname === '/api/all-services') return jsonResponse(200, { data: services })
      if ((url.pathname === '/api/admin/partners' && method === 'POST') || method === 'PUT') {
        if (answers.save) return answers.save(body!)
        return jsonResponse(method === 'POST' ? 201 : 200, {
          message: method === 'POST' ? 'Partner created successfully' : 'Partner updated successfully',
          data: method === 'POST' ? { ...smith, ...body, id: 9, webhook_secret: 'b'.repeat(64) } : { ...smith, ...body, id: 9 },
        })
      }
      if (url.pathname === '/api/admin/partners/1/webhook-secret' && method === 'POST') {
        return jsonResponse(200, { message: 'New webhook secret saved.', data: { webhook_secret: 'c'.repeat(64) } })
      }
      if (url.pathname === '/api/admin/partners/1/ledger' && method === 'GET') {
        return jsonResponse(200, {
          data: [
            {
              id: 3,
              partner_id: 1,
              kind: 'charge',
              amount_cents: -4500,
              balance_after_cents: 25000,
              lead_reference: 'ABCD1234EFGH',
              method: '',
              reference: '',
              note: '',
              created_by: null,
              created_at: '2026-11-20T15:00:00Z',
            },
          ],
          current_page: 1,
          last_page: 1,
          total: 1,
          per_page: 25,
          from: 1,
          to: 1,
          prev_page_url: null,
          next_page_url: null,
          balance_cents: 25000,
          held_cents: 4500,
        })
      }
      if (url.pathname === '/api/admin/partners/1/ledger' && method === 'POST') {
        ledgerKeys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '')
        return jsonResponse(201, { message: 'Payment recorded.', data: { id: 4 } })
      }
      if (url.pathname === '/api/admin/partners/1/invoices' && method === 'POST') {
        return jsonResponse(201, { data: { number: 12, partner_id: 1 } })
      }
      if (method === 'DELETE') return jsonResponse(200, { message: 'Partner deleted successfully' })
      return jsonResponse(404, { message: 'not stubbed' })
    }),
  )
  return calls
}

function renderPage(route = '/admin/partners') {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: 'admin-token' }))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  queryClient.setQueryData(siteQueryOptions.queryKey, testSite())
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <PartnersAdminPage />
      </MemoryRouter>
      <ToastContainer />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('PartnersAdminPage', () => {
  it('lists partners with states, priority, usage against caps, channels and status', async () => {
    fakeServer()
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Partners' })).toBeInTheDocument()
    await screen.findByText('Smith & Jones LLP')
    const rows = within(screen.getByRole('table', { name: 'Partners' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('CA, NV')
    expect(rows[0]).toHaveTextContent('7 / 10 today')
    expect(rows[0]).toHaveTextContent('120 / 400 this month')
    expect(within(rows[0]).getByText('E-mail')).toBeInTheDocument()
    expect(within(rows[0]).getByText('Webhook')).toBeInTheDocument()
    expect(within(rows[0]).getByText('Active')).toBeInTheDocument()
    expect(rows[1]).toHaveTextContent('AL, AK, AZ, AR, CA +3')
    expect(rows[1]).toHaveTextContent('3 today (no cap)')
    expect(within(rows[1]).queryByText('Webhook')).toBeNull()
    expect(within(rows[1]).getByText('Paused')).toBeInTheDocument()
    // Which leads each firm takes by quality.
    expect(rows[0]).toHaveTextContent('Any tierUnrated too')
    expect(rows[1]).toHaveTextContent('Tier B or betterNo unrated, past deadline too')
  })

  it('edits which leads a firm takes by quality: the least tier, unrated leads and leads past their deadline', async () => {
    const user = userEvent.setup()
    const calls = fakeServer()
    renderPage()
    await screen.findByText('Paused Law')
    // A firm that takes B or better, no unrated, past deadline: the form shows it so.
    await user.click(screen.getByRole('button', { name: 'Edit Paused Law' }))
    let form = within(await screen.findByRole('dialog', { name: 'Edit Partner' }))
    const group = form.getByRole('group', { name: 'Lead quality' })
    expect(within(group).getByLabelText('Least tier')).toHaveValue('B')
    expect(within(group).getByLabelText('Least tier')).toHaveAccessibleDescription(/rated A \(best\) to D/)
    expect(
      within(within(group).getByLabelText('Least tier'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any tier', 'Tier A only', 'Tier B or better', 'Tier C or better', 'Tier D or better'])
    expect(within(group).getByLabelText('Takes unrated leads')).not.toBeChecked()
    expect(within(group).getByLabelText('Takes unrated leads')).toHaveAccessibleDescription(/no tier/)
    expect(within(group).getByLabelText('Takes leads past their filing deadline')).toBeChecked()
    expect(within(group).getByLabelText('Takes leads past their filing deadline')).toHaveAccessibleDescription(/deadline to sue has passed/)
    await user.selectOptions(within(group).getByLabelText('Least tier'), 'Tier A only')
    await user.click(within(group).getByLabelText('Takes unrated leads'))
    await user.click(within(group).getByLabelText('Takes leads past their filing deadline'))
    await user.click(form.getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      min_tier: 'A',
      accepts_unrated: true,
      accepts_passed_deadline: false,
    })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Partner' })).toBeNull())

    // Back to any tier: null, not ''.
    await user.click(screen.getByRole('button', { name: 'Edit Paused Law' }))
    form = within(await screen.findByRole('dialog', { name: 'Edit Partner' }))
    await user.selectOptions(form.getByLabelText('Least tier'), 'Any tier')
    await user.click(form.getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2))
    expect(calls.filter((c) => c.method === 'PUT')[1].body).toMatchObject({ min_tier: null })
  })

  it('sends a firm’s quality choices back unchanged when its prices are edited, and shows a price’s tier', async () => {
    const user = userEvent.setup()
    const calls = fakeServer()
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Prices and billing of Paused Law' }))
    const dialog = await screen.findByRole('dialog', { name: 'Prices and billing: Paused Law' })
    expect(within(dialog).getByLabelText('Tier of price 1')).toHaveValue('D')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      price_overrides: [{ state: null, service_id: null, tier: 'D', price_cents: 1500 }],
      min_tier: 'B',
      accepts_unrated: false,
      accepts_passed_deadline: true,
      languages: ['en', 'es'],
    })
  })

  it('adds a partner with states, practice areas, caps, time zone and hours', async () => {
    const user = userEvent.setup()
    const calls = fakeServer()
    renderPage()
    await screen.findByText('Smith & Jones LLP')
    await user.click(screen.getByRole('button', { name: 'Add New' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Partner' })
    const form = within(dialog)
    await user.type(form.getByLabelText('Firm name'), 'New Firm')
    await user.type(form.getByLabelText('Delivery e-mail'), 'leads@newfirm.example')
    expect(form.getByLabelText('Webhook secret')).toHaveValue('')
    await user.click(form.getByLabelText('California (CA)'))
    await user.click(form.getByLabelText('Texas (TX)'))
    expect(form.getByText('(2 selected)')).toBeInTheDocument()
    const languages = form.getByRole('group', { name: /Languages/ })
    expect(within(languages).getByLabelText('English')).toBeChecked()
    expect(languages).toHaveAccessibleDescription(/first to the firms that speak its language/)
    await user.click(within(languages).getByLabelText('Spanish'))
    await user.click(await form.findByLabelText('Truck Accident'))
    await user.clear(form.getByLabelText('Priority'))
    await user.type(form.getByLabelText('Priority'), '3')
    await user.clear(form.getByLabelText('Daily cap'))
    await user.type(form.getByLabelText('Daily cap'), '5')
    await user.clear(form.getByLabelText('Monthly cap'))
    await user.type(form.getByLabelText('Monthly cap'), '100')
    await user.clear(form.getByLabelText('Time zone'))
    await user.type(form.getByLabelText('Time zone'), 'America/Chicago')
    expect(form.getByText('Always open.')).toBeInTheDocument()
    await user.click(form.getByRole('button', { name: 'Add opening hours' }))
    await user.click(form.getByRole('button', { name: 'Add opening hours' }))
    await user.selectOptions(form.getByLabelText('Day of opening 2'), 'Friday')
    await user.clear(form.getByLabelText('Closes (opening 2)'))
    await user.type(form.getByLabelText('Closes (opening 2)'), '12:00')
    await user.click(form.getByRole('button', { name: 'Remove opening 1' }))
    await user.click(form.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'New Firm',
      email: 'leads@newfirm.example',
      webhook_url: '',
      states: ['CA', 'TX'],
      service_ids: [2],
      priority: 3,
      daily_cap: 5,
      monthly_cap: 100,
      timezone: 'America/Chicago',
      schedule: [{ day: 5, open: '09:00', close: '12:00' }],
      active: true,
      min_tier: null,
      accepts_unrated: true,
      accepts_passed_deadline: false,
      languages: ['en', 'es'],
    })
    expect(await screen.findByText('Partner created successfully')).toBeInTheDocument()
    // The new partner's secret, shown this once.
    const shown = await screen.findByRole('dialog', { name: 'Webhook secret' })
    expect(shown).toHaveTextContent('b'.repeat(64))
    expect(shown).toHaveTextContent('it is not shown again')
    await user.click(within(shown).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('shows the server 422 errors under their fields and keeps the form', async () => {
    const user = userEvent.setup()
    const calls = fakeServer({
      save: () =>
        jsonResponse(422, {
          message: 'Choose at least one state. (and 2 more errors)',
          errors: {
            states: ['Choose at least one state.'],
            webhook_url: ['The webhook URL may not point to a loopback, private or link-local address.'],
            schedule: ['Opening 1 (Monday): closing time must be after the opening time.'],
          },
        }),
    })
    renderPage()
    await screen.findByText('Smith & Jones LLP')
    await user.click(screen.getByRole('button', { name: 'Add New' }))
    const form = within(await screen.findByRole('dialog', { name: 'Add Partner' }))
    await user.type(form.getByLabelText('Firm name'), 'Firm')
    await user.type(form.getByLabelText('Webhook URL'), 'https://127.0.0.1/hook')
    await user.click(form.getByRole('button', { name: 'Save' }))
    expect(await form.findByText('Choose at least one state.')).toBeInTheDocument()
    expect(form.getByText('The webhook URL may not point to a loopback, private or link-local address.')).toBeInTheDocument()
    expect(form.getByText('Opening 1 (Monday): closing time must be after the opening time.')).toBeInTheDocument()
    expect(form.getByLabelText('Firm name')).toHaveValue('Firm')
    // Errors keyed to lists do not block the next attempt.
    await user.click(form.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2))
  })

  it('edits a partner: fields filled in, a new secret shown once, PUT replaces every field but the secret and sends the billing back', async () => {
    const user = userEvent.setup()
    const calls = fakeServer()
    renderPage()
    await screen.findByText('Smith & Jones LLP')
    await user.click(screen.getByRole('button', { name: 'Edit Smith & Jones LLP' }))
    const form = within(await screen.findByRole('dialog', { name: 'Edit Partner' }))
    expect(form.getByLabelText('Firm name')).toHaveValue('Smith & Jones LLP')
    expect(form.queryByLabelText('Webhook secret')).toBeNull()
    expect(form.getByLabelText('California (CA)')).toBeChecked()
    expect(form.getByLabelText('Nevada (NV)')).toBeChecked()
    expect(form.getByLabelText('Texas (TX)')).not.toBeChecked()
    expect(await form.findByLabelText('Truck Accident')).toBeChecked()
    expect(form.getByLabelText('Day of opening 1')).toHaveValue('1')
    expect(form.getByLabelText('Active (receives leads)')).toBeChecked()
    await user.click(form.getByRole('button', { name: 'Make a new secret' }))
    expect(await form.findByLabelText('New webhook secret')).toHaveValue('c'.repeat(64))
    expect(form.getByText(/Give this secret to the partner now: it is not shown again/)).toBeInTheDocument()
    await user.click(form.getByRole('button', { name: 'Select all states' }))
    expect(form.getByText('(51 selected)')).toBeInTheDocument()
    await user.click(form.getByLabelText('Active (receives leads)'))
    await user.click(form.getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    const put = calls.find((c) => c.method === 'PUT')!
    expect(put.path).toBe('/api/admin/partners/1')
    expect(put.body).toMatchObject({
      name: 'Smith & Jones LLP',
      active: false,
      service_ids: [2],
      priority: 1,
      daily_cap: 10,
    })
    expect((put.body!.states as string[]).length).toBe(51)
    expect(put.body).not.toHaveProperty('webhook_secret')
    // The form does not edit prices: they go back as they were, not to the defaults.
    expect(put.body).toMatchObject({
      price_cents: 4_500,
      price_overrides: [{ state: 'CA', service_id: null, price_cents: 6_000 }],
      return_window_days: 10,
      auto_approve_reasons: ['wrong_number'],
    })
    expect(put.body).not.toHaveProperty('balance_cents')
    expect(await screen.findByText('Partner updated successfully')).toBeInTheDocument()
  })

  it('deletes a partner after a confirmation', async () => {
    const user = userEvent.setup()
    const calls = fakeServer()
    renderPage()
    await screen.findByText('Paused Law')
    await user.click(screen.getByRole('button', { name: 'Delete Paused Law' }))
    const dialog = screen.getByRole('dialog', { name: 'Confirm delete' })
    expect(dialog).toHaveTextContent('Are you sure want to delete Paused Law ?')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/partners/2')).toBe(true))
    expect(await screen.findByText('Partner deleted successfully')).toBeInTheDocument()
  })

  it("edits a firm's prices: dollars become cents, the price table keeps its rows, routing goes back unchanged", async () => {
    const user = userEvent.setup()
    const calls = fakeServer()
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Prices and billing of Smith & Jones LLP' }))
    const dialog = await screen.findByRole('dialog', { name: 'Prices and billing: Smith & Jones LLP' })
    const price = within(dialog).getByLabelText('Price per lead ($)')
    expect(price).toHaveValue('45.00')
    expect(within(dialog).getByLabelText('Price 1 in dollars')).toHaveValue('60.00')
    await user.clear(price)
    await user.type(price, 'forty')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Enter an amount in dollars, such as 45.00.')).toBeInTheDocument()
    await user.clear(price)
    await user.type(price, '52.50')
    expect(within(dialog).getByLabelText('Tier of price 1')).toHaveValue('')
    expect(
      within(within(dialog).getByLabelText('Tier of price 1'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any tier', 'Tier A', 'Tier B', 'Tier C', 'Tier D', 'Unrated'])
    await user.click(within(dialog).getByRole('button', { name: 'Add a price' }))
    await user.selectOptions(within(dialog).getByLabelText('Practice area of price 2'), 'Car Accident')
    await user.selectOptions(within(dialog).getByLabelText('Tier of price 2'), 'Tier A')
    await user.clear(within(dialog).getByLabelText('Price 2 in dollars'))
    await user.type(within(dialog).getByLabelText('Price 2 in dollars'), '80')
    await user.click(within(dialog).getByRole('button', { name: 'Add a price' }))
    await user.selectOptions(within(dialog).getByLabelText('Tier of price 3'), 'Unrated')
    await user.clear(within(dialog).getByLabelText('Price 3 in dollars'))
    await user.type(within(dialog).getByLabelText('Price 3 in dollars'), '20')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    const body = calls.find((c) => c.method === 'PUT')!.body!
    expect(body.price_overrides).toEqual([
      { state: 'CA', service_id: null, tier: null, price_cents: 6000 },
      { state: null, service_id: 1, tier: 'A', price_cents: 8000 },
      { state: null, service_id: null, tier: 'unrated', price_cents: 2000 },
    ])
    expect(body).toMatchObject({
      price_cents: 5250,
      name: 'Smith & Jones LLP',
      states: ['CA', 'NV'],
      daily_cap: 10,
      return_window_days: 10,
      auto_approve_reasons: ['wrong_number'],
    })
    expect(body).not.toHaveProperty('webhook_secret')
  })

  it('opens the ledger of the partner the dashboard links to (?ledger=ID)', async () => {
    const user = userEvent.setup()
    fakeServer()
    renderPage('/admin/partners?ledger=1')
    const dialog = await screen.findByRole('dialog', { name: 'Ledger: Smith & Jones LLP' })
    expect(await within(dialog).findByText('ABCD1234EFGH')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: /Close/ }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ledger: Smith & Jones LLP' })).not.toBeInTheDocument())
  })

  it('shows the ledger with its balance and records a payment once per form', async () => {
    const user = userEvent.setup()
    const calls = fakeServer()
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Ledger of Smith & Jones LLP' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ledger: Smith & Jones LLP' })
    expect(await within(dialog).findByText('ABCD1234EFGH')).toBeInTheDocument()
    expect(dialog.querySelector('.partner-ledger__balance')).toHaveTextContent(
      'Balance $250.00, of which $45.00 held for leads on their way',
    )
    expect(within(dialog).getByRole('region', { name: 'Ledger entries' })).toHaveTextContent('-$45.00')
    await user.type(within(dialog).getByLabelText('Amount ($)'), '500')
    await user.type(within(dialog).getByLabelText('Reference (check number, transfer id)'), 'Wire 0042')
    await user.click(within(dialog).getByRole('button', { name: 'Record' }))
    expect(await screen.findByText('Payment recorded.')).toBeInTheDocument()
    const post = calls.find((c) => c.method === 'POST' && c.path.endsWith('/ledger'))!
    expect(post.body).toEqual({ kind: 'payment', amount_cents: 50000, method: 'ACH', reference: 'Wire 0042', note: '' })
    expect(ledgerKeys.at(-1)).toMatch(/.{16,}/)
  })

  it('issues an invoice now, once asked twice', async () => {
    const user = userEvent.setup()
    const calls = fakeServer()
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Ledger of Smith & Jones LLP' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ledger: Smith & Jones LLP' })
    await user.click(within(dialog).getByRole('button', { name: 'Issue invoice now' }))
    expect(within(dialog).getByText(/Issue an invoice of every entry not on an invoice yet, and e-mail it to/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(calls.some((c) => c.path.endsWith('/invoices'))).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Issue invoice now' }))
    await user.click(within(dialog).getByRole('button', { name: 'Issue and send' }))
    expect(await screen.findByText('Invoice 12 issued.')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Invoice 12 in Invoices' })).toHaveAttribute('href', '/admin/invoices?partner_id=1')
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/admin/partners/1/invoices')).toHaveLength(1)
  })
})
