import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { adminToken, uniqueEmail } from './helpers'

/*
 * The delivery side of the lead screens without partners: the main e2e
 * server has none, so every lead is unrouted. Sending to a partner and
 * retrying a delivery are in delivery.spec.ts, on the server whose
 * webhooks may be on loopback.
 */

const SESSION_KEY = 'claimsite.session'

async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<void> {
  const token = await adminToken(request)
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify({ access_token: token })] as const)
}

async function postLead(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/contact', {
    data: {
      first_name: 'Robin',
      last_name: 'Unrouted',
      email,
      phone: '5550002222',
      zipCode: '73301',
      state: 'TX',
      is_checked: true,
      LeadID: '',
      link: '',
      page_url: 'http://127.0.0.1/contact-us',
      referrer: '',
      website: '',
    },
  })
  expect(response.status()).toBe(201)
}

test.describe('lead routing and delivery trail', () => {
  test('a lead no partner could take is unrouted: filters, badges, CSV and the empty trail say so', async ({ page, request }) => {
    const email = uniqueEmail('unrouted')
    await postLead(request, email)
    await page.goto('/thank-you')
    await signInAsAdmin(page, request)

    // The dashboard's link: unrouted leads.
    await page.goto(`/admin/leads?routing=unrouted&q=${encodeURIComponent(email)}`)
    await expect(page.getByLabel('Routing')).toHaveValue('unrouted')
    const table = page.getByRole('table', { name: /Leads, newest first/ })
    await expect(table.getByRole('row')).toHaveCount(2)
    const row = table.getByRole('row').nth(1)
    await expect(row).toContainText(email)
    await expect(row.locator('.lead-routing')).toHaveText('Unrouted')

    // Routed, or with a failed delivery: not this one.
    await page.getByLabel('Routing').selectOption('Routed')
    await expect(page).toHaveURL(/[?&]routing=routed/)
    await expect(page.getByText('No leads match these filters.')).toBeVisible()
    await page.getByLabel('Routing').selectOption('Any routing')
    await page.getByLabel('Delivery').selectOption('Failed')
    await expect(page).toHaveURL(/[?&]delivery=failed/)
    await expect(page.getByText('No leads match these filters.')).toBeVisible()
    await page.getByLabel('Delivery').selectOption('Any delivery')
    await page.getByLabel('Routing').selectOption('Unrouted')
    await expect(page).toHaveURL(/[?&]routing=unrouted/)
    await expect(table.getByRole('row')).toHaveCount(2)

    // The export takes the same filters.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
    expect(readFileSync((await download.path())!, 'utf8')).toContain(email)

    // The lead: routing in the header, and a trail that explains why it is empty.
    await row.getByRole('link', { name: 'Robin Unrouted' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Robin Unrouted')
    await expect(page.locator('.leads-page__summary .lead-routing')).toHaveText('Routing: Unrouted')
    const delivery = page.getByRole('region', { name: 'Delivery' })
    await expect(delivery.getByText('Not delivered to anyone')).toBeVisible()
    await expect(delivery.getByText(/No participating attorney could take this lead/)).toBeVisible()
    await expect(delivery.getByRole('list')).toHaveCount(0)
    await expect(delivery.getByRole('heading', { name: 'Send to a partner' })).toBeVisible()

    expect(await seriousViolations(page, '.leads-page')).toEqual([])
  })

  test('the API refuses an unknown routing or delivery filter, and the inbox drops it from a hand-edited URL', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request)
    const answer = await request.get('/api/admin/leads?routing=lost&delivery=bounced', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(answer.status()).toBe(422)

    await page.goto('/thank-you')
    await signInAsAdmin(page, request)
    await page.goto('/admin/leads?routing=lost&delivery=bounced')
    await expect(page.getByRole('table', { name: /Leads, newest first/ })).toBeVisible()
    await expect(page.getByLabel('Routing')).toHaveValue('')
    await expect(page.getByLabel('Delivery')).toHaveValue('')
  })
})
