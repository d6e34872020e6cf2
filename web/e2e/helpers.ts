import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { e2eAdmin } from './admin'

/** Collects console errors (CSP violations show up here) for a test to assert on. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * Waits for the loading overlay to clear and, on a page the server
 * rendered, for the app to have taken it over (before that it shows but
 * does not react to clicks).
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.loading-overlay')).toHaveCount(0)
  if ((await page.locator('#app-state').count()) > 0) await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
}

/** Signs the e2e admin in through the login form and waits for the dashboard. */
export async function logInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login')
  await settled(page)
  await page.getByLabel('Email', { exact: true }).fill(e2eAdmin.email)
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: e2eAdmin.email, password: e2eAdmin.password } })
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { access_token: string }
  return body.access_token
}

export interface StoredLead {
  id: number
  email: string
  first_name: string
  name: string
  phone: string
  zip_code: string
  state: string
  source_form: string
  consent: { given: boolean; page_url: string; text_version: string }
}

/** The leads stored for an e-mail address, read through the admin API. */
export async function leadsFor(request: APIRequestContext, email: string): Promise<StoredLead[]> {
  const token = await adminToken(request)
  const response = await request.get(`/api/admin/leads?q=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { data: StoredLead[] }
  return body.data.filter((lead) => lead.email === email)
}

/** An e-mail address no other test uses. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

/**
 * Marks the compensation pop-up as already shown for this visit, so it does not
 * open over a test that spends more than 3 s on one of its pages (it has its own tests).
 */
export async function skipCompensationPopup(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('claimsite.compensation-popup-shown', '1'))
}

/** The first published post, as a visitor finds it on /blog. */
export async function firstPostPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/blogs')
  const body = (await response.json()) as { data: { slug: string }[] }
  expect(body.data.length).toBeGreaterThan(0)
  return `/blog/${encodeURIComponent(body.data[0].slug)}`
}

/**
 * The tag of a journey make test leaves to make verify (scripts/verify/68-e2e-long.sh):
 * one whose every step is also tested below the browser (Go for the API,
 * Vitest for the screen), kept whole in the long suite so that make test
 * fits its 15 minutes on two cores.
 */
export const LONG = { tag: '@long' }

/**
 * Adds a partner firm in the admin area (Partners, Add New) that takes the
 * leads of one state by webhook, and closes the once-shown secret.
 */
export async function addWebhookPartner(
  page: Page,
  firm: { name: string; webhookUrl: string; state: string; timeZone: string },
): Promise<void> {
  await page.goto('/admin/partners')
  await page.getByRole('button', { name: 'Add New' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Partner' })
  await dialog.getByLabel('Firm name').fill(firm.name)
  await dialog.getByLabel('Webhook URL').fill(firm.webhookUrl)
  await dialog.getByLabel(firm.state).check()
  await dialog.getByLabel('Time zone').fill(firm.timeZone)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Partner created successfully')).toBeVisible()
  // The new partner's webhook secret is shown once.
  await page.getByRole('dialog', { name: 'Webhook secret' }).getByRole('button', { name: 'Done' }).click()
}
