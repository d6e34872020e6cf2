import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { adminToken, uniqueEmail, LONG } from './helpers'
import { deliveryBaseURL } from './servers'

/*
 * Issue 12, partner outcomes and offline conversions (decision 026), on the
 * server whose partners' webhooks may be on loopback (delivery.spec.ts).
 */
test.use({ baseURL: deliveryBaseURL })

const SESSION_KEY = 'claimsite.session'
const CONVERSION_HEADER = 'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n'

async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto('/thank-you')
  const token = await adminToken(request)
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify({ access_token: token })] as const)
}

/** A consultation lead from state (ZIP zip), sent through the public API with attribution; returns its e-mail. */
async function postLead(request: APIRequestContext, state: string, zip: string, attribution: Record<string, string> = {}): Promise<string> {
  const email = uniqueEmail('outcome')
  const response = await request.post('/api/contact', {
    data: {
      first_name: 'Casey',
      last_name: 'Outcome',
      email,
      phone: `555${Math.floor(1000000 + Math.random() * 8999999)}`,
      zipCode: zip,
      state,
      is_checked: true,
      LeadID: '',
      link: '',
      page_url: `${deliveryBaseURL}/contact-us`,
      referrer: '',
      website: '',
      attribution,
    },
  })
  expect(response.status()).toBe(201)
  return email
}

/** A partner's webhook endpoint: takes every delivery, keeping the reference and the partner id it was sent with. */
function startReceiver(): Promise<{ server: Server; url: string; received: { reference: string; partner: string }[] }> {
  const received: { reference: string; partner: string }[] = []
  const server = createServer((req: IncomingMessage, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const event = JSON.parse(body) as { event: string; lead: { reference: string } }
      if (event.event === 'lead.created')
        received.push({ reference: event.lead.reference, partner: String(req.headers['x-claimsite-partner'] ?? '') })
      res.writeHead(204).end()
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ server, url: `http://127.0.0.1:${port}/leads`, received })
    }),
  )
}

/** What a partner's server sends: the body signed with its secret, as docs/api.md shows. */
function signed(partnerId: string, secret: string, body: string) {
  const t = Math.floor(Date.now() / 1000)
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
  return { 'Content-Type': 'application/json', 'X-Claimsite-Partner': partnerId, 'X-Claimsite-Signature': `t=${t},v1=${v1}` }
}

async function openLead(page: Page, email: string): Promise<void> {
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`)
  await page.getByRole('row').filter({ hasText: email }).getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1, name: /Lead #/ })).toBeVisible()
}

test.describe('partner outcomes and offline conversions', () => {
  test('an admin marks a lead from a Google ad qualified, sees it in the history and downloads its click id in the conversion export', async ({
    page,
    request,
  }) => {
    const gclid = `Cj0KCQiA-e2e_${Date.now()}`
    const email = await postLead(request, 'TX', '73301', { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'tx-injury', gclid })
    await signInAsAdmin(page, request)
    await openLead(page, email)

    const history = page.getByRole('list', { name: 'Changes, oldest first' })
    await expect(history.getByRole('listitem')).toHaveCount(1)
    await expect(history.getByRole('listitem').first()).toContainText('Received from the form')

    const update = page.getByRole('form', { name: 'Update lead' })
    await update.getByLabel('Status').selectOption('qualified')
    await update.getByRole('button', { name: 'Save changes' }).click()
    await expect(history.getByRole('listitem')).toHaveCount(2)
    await expect(history.getByRole('listitem').nth(1)).toContainText('Qualified')

    await page.goto('/admin/leads')
    await page.getByRole('button', { name: 'Conversions' }).click()
    const form = page.getByRole('form', { name: 'Google Ads conversions export' })
    expect(await seriousViolations(page, '.leads-page__actions')).toEqual([])
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      form.getByRole('button', { name: 'Download conversions CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^conversions-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/)
    // The header exactly, then this lead's row: the click id, the default
    // name, value and currency, and the time in the operator's zone (New
    // York by default) with its offset.
    const csv = readFileSync(await download.path(), 'utf8')
    expect(csv.startsWith(CONVERSION_HEADER)).toBe(true)
    const row = csv.split('\r\n').find((line) => line.startsWith(`${gclid},`))
    expect(row).toMatch(new RegExp(`^${gclid},Qualified lead,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}-0[45]00,0,USD$`))

    // The server refuses a reversed range under the field.
    await form.getByLabel('From').fill('2026-08-01')
    await form.getByLabel('To').fill('2026-07-01')
    await form.getByRole('button', { name: 'Download conversions CSV' }).click()
    await expect(form.getByText('The start date must be on or before the end date.')).toBeVisible()
  })

  // Tested below the browser (the signed outcome route's Go tests, LeadOutcomes.test.tsx): make verify.
  test(
    'a partner reports a rejection with a signed request; the admin sees it on the lead and in the partner’s rates',
    LONG,
    async ({ page, request }) => {
      const receiver = await startReceiver()
      try {
        const token = await adminToken(request)
        const auth = { Authorization: `Bearer ${token}` }
        const name = `Green Mountain Law ${Date.now()}`
        const created = await request.post('/api/admin/partners', {
          headers: auth,
          data: { name, webhook_url: receiver.url, states: ['VT'], timezone: 'America/New_York', priority: 1, active: true },
        })
        expect(created.status()).toBe(201)
        const partner = ((await created.json()) as { data: { id: number; webhook_secret: string } }).data

        const email = await postLead(request, 'VT', '05401')
        await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBeGreaterThan(0)
        const { reference, partner: partnerHeader } = receiver.received[0]
        expect(partnerHeader).toBe(String(partner.id))

        const body = JSON.stringify({ status: 'rejected', reason: 'Already represented by another firm' })
        const url = `/api/partner/leads/${reference}/outcome`
        // Another secret: refused.
        expect((await request.post(url, { headers: signed(String(partner.id), 'not-the-secret', body), data: body })).status()).toBe(401)
        const reported = await request.post(url, { headers: signed(String(partner.id), partner.webhook_secret, body), data: body })
        expect(reported.status()).toBe(201)
        expect(((await reported.json()) as { data: { is_return: boolean } }).data.is_return).toBe(true)
        // The same report again (a retry) is not a second one.
        expect((await request.post(url, { headers: signed(String(partner.id), partner.webhook_secret, body), data: body })).status()).toBe(
          200,
        )

        await signInAsAdmin(page, request)
        await openLead(page, email)
        const outcomes = page.getByRole('region', { name: 'Partner outcomes' }).getByRole('listitem')
        await expect(outcomes).toHaveCount(1)
        await expect(outcomes.first()).toContainText(name)
        await expect(outcomes.first()).toContainText('Rejected')
        await expect(outcomes.first()).toContainText('Reason: Already represented by another firm')
        await expect(outcomes.first().getByText('In return window', { exact: true })).toBeVisible()
        expect(await seriousViolations(page, '.leads-page')).toEqual([])

        await page.goto('/admin/partners')
        const row = page.getByRole('row').filter({ hasText: name })
        await expect(row).toContainText(`Partner ID ${partner.id}`)
        // A rejection is not a return (decision 049): none was asked for.
        await expect(row).toContainText('30 days: accepted 0%, returns 0%')
        expect(await seriousViolations(page, '.partners-page')).toEqual([])
      } finally {
        receiver.server.close()
      }
    },
  )
})
