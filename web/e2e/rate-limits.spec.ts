import { expect, test, type Locator, type Page } from '@playwright/test'
import { settled, skipCompensationPopup, uniqueEmail } from './helpers'
import { limitedBaseURL } from './servers'

// Runs against the second server (playwright.config.ts), whose request limits
// are low: contact_ip=2/1h, register_ip=1/1h, login_failures_ip=2/15m,
// render_ip=3/10m.
const WAIT = /^Too many requests\. Please try again in \d+ minutes?\.$/

/** Sends requests from this machine until the server answers 429. */
async function useUp(send: (n: number) => Promise<{ status(): number }>): Promise<void> {
  for (let n = 0; n < 10; n++) {
    const status = (await send(n)).status()
    if (status === 429) return
    expect(status, 'the request before the limit is reached').toBeLessThan(500)
  }
  throw new Error('the limit was never reached')
}

/** The server's wait: in the toast and under the form. */
async function expectWaitShown(page: Page, form: Locator): Promise<void> {
  await expect(form.getByRole('alert')).toHaveText(WAIT)
  await expect(page.locator('.Toastify').getByText(WAIT)).toBeVisible()
}

async function expectValues(form: Locator, typed: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(typed)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value)
}

test.describe('request limits', () => {
  test.use({ baseURL: limitedBaseURL })

  test('a visitor over the lead limit sees the wait and keeps what was typed', async ({ page, request }) => {
    await useUp((n) =>
      request.post('/api/contact', {
        data: {
          first_name: 'Limit',
          last_name: 'Test',
          email: uniqueEmail('limit'),
          phone: `555400${String(n).padStart(4, '0')}`,
          zipCode: '90210',
          state: 'California (CA)',
          is_checked: true,
          page_url: `${limitedBaseURL}/contact-us`,
        },
      }),
    )

    await skipCompensationPopup(page)
    await page.goto('/contact-us')
    await settled(page)
    const form = page.locator('#consultation')
    const typed = {
      'First Name*': 'Avery',
      'Last Name*': 'Quinn',
      'Email*': uniqueEmail('limited-visitor'),
      'Phone*': '5557654321',
      'Zip Code*': '30301',
    }
    for (const [label, value] of Object.entries(typed)) await form.getByLabel(label, { exact: true }).fill(value)
    await form.getByLabel('State').selectOption('Georgia (GA)')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Submit' }).click()

    await expectWaitShown(page, form)
    await expect(page).toHaveURL(/\/contact-us$/)
    await expectValues(form, typed)
    await expect(form.getByLabel('State')).toHaveValue('Georgia (GA)')
    await expect(form.getByRole('checkbox')).toBeChecked()
  })

  test('registration over the limit shows the wait and keeps the form', async ({ page, request }) => {
    await useUp(() =>
      request.post('/api/auth/register', {
        data: { first_name: 'Limit', last_name: 'Test', email: uniqueEmail('limit-reg'), password: 'a-long-password' },
      }),
    )

    await page.goto('/register')
    await settled(page)
    const form = page.locator('form.auth-form')
    const typed = { 'First name': 'Riley', 'Last name': 'Morgan', Email: uniqueEmail('limited-reg') }
    for (const [label, value] of Object.entries(typed)) await form.getByLabel(label, { exact: true }).fill(value)
    await form.getByLabel('Password', { exact: true }).fill('a-long-password')
    await form.getByLabel(/I agree to the/).check()
    await form.getByRole('button', { name: 'Sign up' }).click()

    await expectWaitShown(page, form)
    await expect(page).toHaveURL(/\/register$/)
    await expectValues(form, typed)
    await expect(form.getByLabel('Password', { exact: true })).toHaveValue('a-long-password')
  })

  test('after failed logins across e-mails, the login form shows the wait', async ({ page, request }) => {
    await useUp(() => request.post('/api/auth/login', { data: { email: uniqueEmail('spray'), password: 'Summer2026!' } }))

    await page.goto('/login')
    await settled(page)
    const form = page.locator('form.auth-form')
    const email = uniqueEmail('limited-login')
    await form.getByLabel('Email', { exact: true }).fill(email)
    await form.getByLabel('Password', { exact: true }).fill('another-password')
    await form.getByRole('button', { name: 'Log in' }).click()

    await expectWaitShown(page, form)
    await expect(page).toHaveURL(/\/login$/)
    await expectValues(form, { Email: email })
  })

  test('a visitor past the render budget still gets the page, rendered by the browser', async ({ page, request }) => {
    // Every list page number is a page of its own to the server's cache, so
    // each costs a server render until the client's budget is spent.
    const first = 1000 + Math.floor(Math.random() * 100_000)
    let spent = false
    for (let n = 0; n < 10 && !spent; n++) {
      const answer = await request.get(`/blog?page=${first + n}`)
      expect(answer.status()).toBe(200)
      spent = !(await answer.text()).includes('id="app-state"')
    }
    expect(spent, 'the render budget was never spent').toBe(true)

    // Past it the page comes as the app's shell, never a 429, and the
    // browser renders it: the visitor sees the page all the same.
    await skipCompensationPopup(page)
    const answer = await page.goto(`/blog?page=${first + 20}`)
    expect(answer?.status()).toBe(200)
    expect(await answer?.text()).not.toContain('id="app-state"')
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
    await expect(page.getByText('No articles have been published yet.')).toBeVisible()
  })
})
