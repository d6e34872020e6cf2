import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SESSION_KEY } from '@/lib/api-client'
import { CHOOSE_PARTNER_ERROR, SUPPRESSED_SEND_TEXT } from './components/SendToPartner'
import { EMPTY_TRAIL_TEXT } from './components/DeliveryTrail'
import { jsonResponse, makeDelivery, makeLead, page, renderLeads, stubFetch, type FetchCall } from './test-utils'
import type { Delivery, LeadDetail } from './types'

interface PartnerStub {
  id: number
  name: string
  email: string
  webhook_url: string
  states: string[]
  active: boolean
  priority: number
}

const partner = (overrides: Partial<PartnerStub>): PartnerStub => ({
  id: 7,
  name: 'Lone Star Injury Law',
  email: 'intake@lonestar.example',
  webhook_url: '',
  states: ['TX'],
  active: true,
  priority: 1,
  ...overrides,
})

const partners = [
  partner({ id: 7, name: 'Lone Star Injury Law', states: ['TX', 'OK'] }),
  partner({ id: 8, name: 'Austin Accident Attorneys', states: ['TX'], webhook_url: 'https://aaa.example/hook' }),
  partner({ id: 9, name: 'Golden State Counsel', states: ['CA'] }),
  partner({ id: 10, name: 'Retired Firm LLP', states: ['TX'], active: false }),
  partner({ id: 11, name: 'National Claims Group', states: ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT'] }),
]

const failed = makeDelivery({
  id: 601,
  partner_name: 'Austin Accident Attorneys',
  partner_id: 8,
  channel: 'webhook',
  status: 'failed',
  attempts: 3,
  last_error: 'HTTP 503 from https://aaa.example/hook',
  delivered_at: null,
  next_attempt_at: null,
})
const dead = makeDelivery({
  id: 602,
  partner_name: 'Gone & Co',
  partner_id: null,
  channel: 'email',
  status: 'dead',
  attempts: 8,
  last_error: '550 mailbox unavailable',
  delivered_at: null,
})
const delivered = makeDelivery({ id: 600 })
const pending = makeDelivery({
  id: 603,
  partner_name: 'Lone Star Injury Law',
  channel: 'webhook',
  status: 'pending',
  attempts: 1,
  last_error: 'connection refused',
  delivered_at: null,
  next_attempt_at: '2025-03-14T15:20:00Z',
})

interface Overrides {
  retry?: (id: number, call: FetchCall) => Response
  send?: (call: FetchCall) => Response
  partners?: () => Response
}

/** A fake of the lead, delivery and partner endpoints around one stored lead. */
function fakeServer(lead: LeadDetail, overrides: Overrides = {}) {
  let stored = lead
  let nextId = 700
  const server = stubFetch((call) => {
    const path = call.url.pathname
    if (path === `/api/admin/leads/${lead.id}` && call.method === 'GET') return jsonResponse(200, { data: stored })
    if (path === `/api/admin/leads/${lead.id}` && call.method === 'PATCH') {
      const { deliveries: _trail, ...bare } = { ...stored, ...(call.body as object) }
      stored = { ...stored, ...bare }
      return jsonResponse(200, { message: 'Lead updated', lead: bare })
    }
    const retry = /^\/api\/admin\/deliveries\/(\d+)\/retry$/.exec(path)
    if (retry && call.method === 'POST') {
      const id = Number(retry[1])
      if (overrides.retry) return overrides.retry(id, call)
      const target = stored.deliveries.find((delivery) => delivery.id === id)
      if (!target) return jsonResponse(404, { message: 'Delivery not found' })
      const again: Delivery = { ...target, status: 'pending', next_attempt_at: '2025-03-14T16:00:00Z' }
      stored = { ...stored, deliveries: stored.deliveries.map((delivery) => (delivery.id === id ? again : delivery)) }
      return jsonResponse(200, { message: `The delivery to ${target.partner_name} will be tried again now.`, data: again })
    }
    if (path === `/api/admin/leads/${lead.id}/deliveries` && call.method === 'POST') {
      if (overrides.send) return overrides.send(call)
      const chosen = partners.find((p) => p.id === (call.body as { partner_id: number }).partner_id)!
      const made: Delivery[] = [
        makeDelivery({
          id: nextId++,
          partner_id: chosen.id,
          partner_name: chosen.name,
          status: 'pending',
          attempts: 0,
          delivered_at: null,
          next_attempt_at: '2025-03-14T16:00:00Z',
        }),
      ]
      stored = { ...stored, routing: 'routed', deliveries: [...stored.deliveries, ...made] }
      return jsonResponse(201, { message: 'The lead is on its way to the partner.', data: made })
    }
    if (path === '/api/admin/partners') return overrides.partners ? overrides.partners() : jsonResponse(200, { data: partners })
    if (path === '/api/admin/leads') return jsonResponse(200, page([stored]))
    return jsonResponse(404, { message: 'Not found' })
  })
  return { ...server, stored: () => stored }
}

const leadGets = (calls: FetchCall[]) => calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/admin/leads/42')

async function openDelivery(route = '/admin/leads/42') {
  const view = renderLeads(route)
  const card = await screen.findByRole('region', { name: 'Delivery' })
  return { ...view, card }
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('lead routing badge', () => {
  it('says in the header what became of the lead, in words', async () => {
    fakeServer(makeLead({ routing: 'unrouted' }))
    renderLeads('/admin/leads/42')
    const heading = await screen.findByRole('heading', { level: 1, name: /Lead #42/ })
    const summary = heading.nextElementSibling as HTMLElement
    expect(summary).toHaveTextContent('Routing: Unrouted')
    expect(within(summary).getByText(/Unrouted/)).toHaveClass('badge', 'lead-routing--unrouted')
  })
})

describe('language marks', () => {
  it('marks a Spanish lead sent as a language fallback in the header and on its deliveries', async () => {
    fakeServer(makeLead({ language: 'es', language_fallback: true, deliveries: [delivered] }))
    renderLeads('/admin/leads/42')
    const heading = await screen.findByRole('heading', { level: 1, name: /Lead #42/ })
    const summary = heading.nextElementSibling as HTMLElement
    expect(summary).toHaveTextContent('ES (contact in Spanish)')
    expect(within(summary).getByText('Language fallback')).toHaveClass('badge', 'lead-flag--fallback')
    expect(await screen.findByTestId('language-fallback')).toHaveTextContent('no eligible firm that speaks Spanish could take this lead')
  })

  it('shows no mark on an English lead routed to a firm that speaks it', async () => {
    fakeServer(makeLead({ language: 'en', language_fallback: false, deliveries: [delivered] }))
    renderLeads('/admin/leads/42')
    const heading = await screen.findByRole('heading', { level: 1, name: /Lead #42/ })
    expect(heading.nextElementSibling).not.toHaveTextContent(/ES|Language fallback/)
    expect(screen.queryByTestId('language-fallback')).toBeNull()
  })
})

describe('delivery trail', () => {
  it('lists every delivery as a timeline entry, oldest first', async () => {
    fakeServer(makeLead({ deliveries: [delivered, failed, dead, pending] }))
    const { card } = await openDelivery()
    expect(within(card).getByText('4 deliveries: 1 pending, 1 delivered, 1 failed, 1 dead')).toHaveAttribute('aria-live', 'polite')
    const list = within(card).getByRole('list', { name: 'Deliveries, oldest first' })
    expect(list.tagName).toBe('OL')
    const entries = within(list).getAllByRole('listitem')
    expect(entries).toHaveLength(4)

    const [first, second, third, fourth] = entries
    expect(first).toHaveTextContent('Lone Star Injury Law')
    expect(first).toHaveTextContent('E-mail')
    expect(within(first).getByText('Delivered', { selector: '.badge' })).toHaveClass('delivery-status--delivered')
    const fact = (entry: HTMLElement, term: string) => within(entry).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement
    expect(fact(first, 'Attempts')).toHaveTextContent('1')
    expect(fact(first, 'Delivered').querySelector('time')).toHaveAttribute('dateTime', '2025-03-14T15:10:02Z')
    expect(fact(first, 'Queued').querySelector('time')).toHaveAttribute('dateTime', '2025-03-14T15:09:26Z')
    expect(within(first).queryByText('Last error')).toBeNull()
    expect(within(first).queryByRole('button')).toBeNull()

    expect(second).toHaveTextContent('Austin Accident Attorneys')
    expect(second).toHaveTextContent('Webhook')
    expect(within(second).getByText('Failed', { selector: '.badge' })).toBeInTheDocument()
    expect(fact(second, 'Attempts')).toHaveTextContent('3')
    expect(fact(second, 'Last error')).toHaveTextContent('HTTP 503 from https://aaa.example/hook')
    expect(within(second).getByRole('button', { name: 'Retry the webhook to Austin Accident Attorneys' })).toBeEnabled()

    expect(third).toHaveTextContent('Gone & Co (deleted partner)')
    expect(within(third).getByText('Dead', { selector: '.badge' })).toBeInTheDocument()
    expect(fact(third, 'Last error')).toHaveTextContent('550 mailbox unavailable')
    expect(within(third).getByRole('button', { name: /^Retry/ })).toBeEnabled()

    expect(within(fourth).getByText('Pending', { selector: '.badge' })).toBeInTheDocument()
    expect(fact(fourth, 'Next attempt').querySelector('time')).toHaveAttribute('dateTime', '2025-03-14T15:20:00Z')
    expect(fact(fourth, 'Last error')).toHaveTextContent('connection refused')
    expect(within(fourth).queryByRole('button')).toBeNull()
  })

  it.each([
    ['unrouted', /No participating attorney could take this lead/],
    ['duplicate', /already has them/],
    ['suppressed', /never sent/],
  ] as const)('explains an empty trail of a %s lead', async (routing, text) => {
    fakeServer(makeLead({ routing }))
    const { card } = await openDelivery()
    expect(within(card).queryByRole('list')).toBeNull()
    expect(within(card).getByText(text)).toHaveTextContent(EMPTY_TRAIL_TEXT[routing])
    expect(within(card).getByText('Not delivered to anyone')).toBeInTheDocument()
  })

  it('shows the price fixed onto each delivery and whether the firm is charged; nothing for a delivery without one', async () => {
    fakeServer(
      makeLead({
        deliveries: [
          makeDelivery({ id: 610, price_cents: 4500, charged: true }),
          makeDelivery({ id: 611, channel: 'webhook', status: 'pending', delivered_at: null, price_cents: 12000, charged: false }),
          makeDelivery({ id: 612, partner_name: 'Trial Firm', price_cents: 0 }),
          makeDelivery({ id: 613, partner_name: 'Before Billing' }),
        ],
      }),
    )
    const { card } = await openDelivery()
    const [charged, held, free, before] = within(card).getAllByRole('listitem')
    const price = (entry: HTMLElement) => within(entry).queryByText('Price', { selector: 'dt' })?.nextElementSibling
    expect(price(charged)).toHaveTextContent('$45.00 · charged')
    expect(price(held)).toHaveTextContent('$120.00 · held until delivered')
    expect(price(free)).toHaveTextContent(/^\$0\.00$/)
    expect(price(before)).toBeUndefined()
  })

  it('retries a failed delivery, confirms with a toast, refreshes the lead and keeps the keyboard on the entry', async () => {
    const user = userEvent.setup()
    localStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: 'admin-token' }))
    const { calls } = fakeServer(makeLead({ deliveries: [delivered, failed] }))
    const { card } = await openDelivery()
    expect(leadGets(calls)).toHaveLength(1)

    await user.click(within(card).getByRole('button', { name: /Retry the webhook/ }))
    expect(await screen.findByText('The delivery to Austin Accident Attorneys will be tried again now.')).toBeInTheDocument()
    const post = calls.find((call) => call.method === 'POST')!
    expect(post.url.pathname).toBe('/api/admin/deliveries/601/retry')
    expect(post.headers.Authorization).toBe('Bearer admin-token')

    await waitFor(() => expect(within(card).queryByRole('button', { name: /Retry/ })).toBeNull())
    expect(leadGets(calls).length).toBeGreaterThanOrEqual(2)
    const entry = document.getElementById('delivery-601')!
    expect(within(entry).getByText('Pending', { selector: '.badge' })).toBeInTheDocument()
    expect(within(card).getByText('2 deliveries: 1 pending, 1 delivered')).toBeInTheDocument()
    await waitFor(() => expect(entry).toHaveFocus())
  })

  it('shows the reason when the delivery can no longer be retried (409) and refreshes the trail', async () => {
    const user = userEvent.setup()
    const server = fakeServer(makeLead({ deliveries: [dead] }), {
      retry: () => jsonResponse(409, { message: 'Only a failed or dead delivery can be retried; this one is delivered.' }),
    })
    const { card } = await openDelivery()
    await user.click(within(card).getByRole('button', { name: /Retry the e-mail to Gone & Co/ }))
    expect(await screen.findByText('Only a failed or dead delivery can be retried; this one is delivered.')).toBeInTheDocument()
    await waitFor(() => expect(leadGets(server.calls)).toHaveLength(2))
    expect(within(card).getByRole('button', { name: /Retry/ })).toBeEnabled()
  })

  it('disables Retry while the retry is on its way', async () => {
    const user = userEvent.setup()
    let answer: (response: Response) => void = () => {}
    stubFetch((call) => {
      if (call.method === 'POST') return new Promise<Response>((resolve) => (answer = resolve))
      if (call.url.pathname === '/api/admin/partners') return jsonResponse(200, { data: partners })
      return jsonResponse(200, { data: makeLead({ deliveries: [failed, dead] }) })
    })
    const { card } = await openDelivery()
    await user.click(within(card).getByRole('button', { name: /Retry the webhook/ }))
    expect(within(card).getByRole('button', { name: /Retrying the webhook/ })).toBeDisabled()
    expect(within(card).getByRole('button', { name: /Retry the e-mail/ })).toBeDisabled()
    answer(jsonResponse(200, { message: 'Queued again.', data: { ...failed, status: 'pending' } }))
    expect(await screen.findByText('Queued again.')).toBeInTheDocument()
  })
})

describe('send to a partner', () => {
  it("offers the active partners, those of the lead's state first, with their states", async () => {
    fakeServer(makeLead({ routing: 'unrouted' }))
    const { card } = await openDelivery()
    const select = await within(card).findByLabelText('Partner')
    const groups = within(select).getAllByRole('group')
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['Takes leads from TX', 'Other states'])
    expect(
      within(groups[0])
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Austin Accident Attorneys (TX)', 'Lone Star Injury Law (TX, OK)'])
    expect(
      within(groups[1])
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Golden State Counsel (CA)', 'National Claims Group (7 states)'])
    expect(within(select).queryByText(/Retired Firm/)).toBeNull()
  })

  it('sends the lead, confirms, refreshes the trail and routing, and focuses the new entry', async () => {
    const user = userEvent.setup()
    const server = fakeServer(makeLead({ routing: 'unrouted' }))
    const { card } = await openDelivery()
    await user.selectOptions(await within(card).findByLabelText('Partner'), 'Golden State Counsel (CA)')
    await user.click(within(card).getByRole('button', { name: 'Send' }))

    expect(await screen.findByText('The lead is on its way to the partner.')).toBeInTheDocument()
    const post = server.calls.find((call) => call.method === 'POST')!
    expect(post.url.pathname).toBe('/api/admin/leads/42/deliveries')
    expect(post.body).toEqual({ partner_id: 9 })

    const entry = await within(card).findByRole('listitem')
    expect(entry).toHaveTextContent('Golden State Counsel')
    await waitFor(() => expect(entry).toHaveFocus())
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent('Routing: Routed')
    expect(within(card).getByLabelText('Partner')).toHaveValue('')
    // The partner that already has the lead says so in the picker.
    expect(within(card).getByRole('option', { name: 'Golden State Counsel (CA): already sent this lead' })).toBeInTheDocument()
  })

  it('asks for a partner before sending', async () => {
    const user = userEvent.setup()
    const server = fakeServer(makeLead({ routing: 'unrouted' }))
    const { card } = await openDelivery()
    await within(card).findByLabelText('Partner')
    await user.click(within(card).getByRole('button', { name: 'Send' }))
    const select = within(card).getByLabelText('Partner')
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(select).toHaveAccessibleDescription(new RegExp(CHOOSE_PARTNER_ERROR))
    expect(select).toHaveFocus()
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('shows a 422 under the select', async () => {
    const user = userEvent.setup()
    fakeServer(makeLead({ routing: 'unrouted' }), {
      send: () =>
        jsonResponse(422, {
          message: 'The given data was invalid.',
          errors: { partner_id: ['That partner has neither an e-mail address nor a webhook to send to.'] },
        }),
    })
    const { card } = await openDelivery()
    await user.selectOptions(await within(card).findByLabelText('Partner'), 'Lone Star Injury Law (TX, OK)')
    await user.click(within(card).getByRole('button', { name: 'Send' }))
    const error = await within(card).findByText('That partner has neither an e-mail address nor a webhook to send to.')
    expect(error).toHaveClass('invalid-feedback')
    const select = within(card).getByLabelText('Partner')
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(select).toHaveAccessibleDescription(/neither an e-mail address nor a webhook/)
    expect(select).toHaveFocus()
    expect(screen.queryByText('The lead is on its way to the partner.')).toBeNull()
    // Picking again clears the error.
    await user.selectOptions(select, 'Golden State Counsel (CA)')
    expect(select).not.toHaveAttribute('aria-invalid')
  })

  it('cannot send a suppressed lead, and says why', async () => {
    const server = fakeServer(makeLead({ routing: 'suppressed' }))
    const { card } = await openDelivery()
    const select = within(card).getByLabelText('Partner')
    expect(select).toBeDisabled()
    const send = within(card).getByRole('button', { name: 'Send' })
    expect(send).toBeDisabled()
    expect(send).toHaveAccessibleDescription(SUPPRESSED_SEND_TEXT)
    expect(server.calls.some((call) => call.url.pathname === '/api/admin/partners')).toBe(false)
  })

  it('says when the partners cannot be loaded, with a retry', async () => {
    const user = userEvent.setup()
    let fail = true
    fakeServer(makeLead({ routing: 'unrouted' }), {
      partners: () => (fail ? jsonResponse(500, { message: 'Internal Server Error' }) : jsonResponse(200, { data: partners })),
    })
    const { card } = await openDelivery()
    expect(await within(card).findByRole('alert')).toHaveTextContent('Could not load the partners: Internal Server Error')
    fail = false
    await user.click(within(card).getByRole('button', { name: 'Try again' }))
    expect(await within(card).findByLabelText('Partner')).toBeEnabled()
  })

  it('says when there is no active partner', async () => {
    fakeServer(makeLead({ routing: 'unrouted' }), {
      partners: () => jsonResponse(200, { data: [partner({ active: false })] }),
    })
    const { card } = await openDelivery()
    expect(await within(card).findByText('There are no active partners to send this lead to.')).toBeInTheDocument()
    expect(within(card).queryByLabelText('Partner')).toBeNull()
  })
})

describe('follow-up and the trail', () => {
  it('keeps the trail shown after saving status and notes (the PATCH answer has no deliveries)', async () => {
    const user = userEvent.setup()
    fakeServer(makeLead({ deliveries: [delivered] }))
    const { card } = await openDelivery()
    await user.selectOptions(screen.getByLabelText('Status'), 'contacted')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Lead updated')).toBeInTheDocument()
    expect(within(card).getAllByRole('listitem')).toHaveLength(1)
    expect(within(card).getByText('1 delivery: 1 delivered')).toBeInTheDocument()
  })
})

describe('following pending deliveries', () => {
  it('reads the lead again every few seconds while a delivery is pending, and stops once none is', async () => {
    const { leadQueryOptions, PENDING_REFRESH_MS } = await import('./api/get-lead')
    const interval = leadQueryOptions('7').refetchInterval as (query: {
      state: { data?: { deliveries?: { status: string }[] } }
    }) => number | false
    expect(interval({ state: { data: { deliveries: [{ status: 'delivered' }, { status: 'pending' }] } } })).toBe(PENDING_REFRESH_MS)
    expect(interval({ state: { data: { deliveries: [{ status: 'delivered' }, { status: 'dead' }] } } })).toBe(false)
    expect(interval({ state: {} })).toBe(false)
  })
})
