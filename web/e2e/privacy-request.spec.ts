import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { adminToken, leadsFor, settled, skipCompensationPopup, uniqueEmail, watchConsole } from './helpers'
import { linkIn, waitForMail } from './mail'

const SESSION_KEY = 'claimsite.session'

async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<void> {
  const token = await adminToken(request)
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify({ access_token: token })] as const)
}

/** A visitor's lead, posted the way the consultation form posts it. */
async function postLead(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/contact', {
    data: {
      first_name: 'Perdita',
      last_name: 'Forgetme',
      email,
      phone: '5550002222',
      zipCode: '94110',
      state: 'CA',
      is_checked: true,
      LeadID: 'A1B2C3D4-0000-4000-8000-00000000E2E1',
      link: '',
      page_url: 'http://127.0.0.1/contact-us',
      referrer: '',
      website: '',
    },
  })
  expect(response.status()).toBe(201)
}

test.describe('privacy requests', () => {
  test('a visitor files a deletion request, confirms it from the mailed link, the admin completes it and the lead shows as erased', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page)
    await skipCompensationPopup(page)
    const email = uniqueEmail('forget')
    await postLead(request, email)
    const [lead] = await leadsFor(request, email)
    expect(lead).toBeTruthy()

    // The California privacy notice leads to the form.
    await page.goto('/california-privacy')
    await settled(page)
    await page.getByRole('link', { name: 'privacy request form' }).first().click()
    await expect(page).toHaveURL(/\/privacy-request$/)
    await settled(page)

    await page.getByRole('radio', { name: 'Delete my data' }).check()
    await page.getByLabel('E-mail address').fill(email)
    await page.getByLabel('I am a California resident').check()
    await page.getByRole('button', { name: 'Send my request' }).click()
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible()

    // The real SMTP server received the confirmation link.
    const mail = await waitForMail(email, 'Confirm your privacy request')
    expect(mail.text).toContain('delete my data')
    await page.goto(linkIn(mail, '/privacy-request/confirm'))
    await expect(page.getByText(/Your request is confirmed\. We will answer it by/)).toBeVisible()

    // The operator finds it in the queue, sees the lead and erases it.
    await signInAsAdmin(page, request)
    await page.goto('/admin/privacy-requests?status=confirmed&type=delete')
    const row = page.getByRole('row').filter({ hasText: email })
    await expect(row).toHaveCount(1)
    await row.getByRole('button', { name: /Open request/ }).click()
    const detail = page.getByRole('region', { name: /Request #/ })
    await expect(detail.getByRole('link', { name: `Lead #${lead.id}` })).toBeVisible()
    page.once('dialog', (dialog) => void dialog.accept())
    await detail.getByRole('button', { name: 'Erase and complete' }).click()
    await expect(page.getByText('Request completed: 1 lead(s) erased')).toBeVisible()
    await expect(detail.locator('.badge', { hasText: 'Completed' })).toBeVisible()
    // The request keeps only a masked address.
    await expect(detail.getByText(email)).toHaveCount(0)

    await page.goto(`/admin/leads/${lead.id}`)
    const details = page.getByRole('region', { name: 'Details' })
    await expect(details.getByText('Personal data')).toBeVisible()
    await expect(details).toContainText('Erased on')
    await expect(details).toContainText('privacy request')
    await expect(page.getByText(email)).toHaveCount(0)
    expect(await leadsFor(request, email)).toHaveLength(0)
    expect(errors).toEqual([])
  })

  test('a confirmation link that is not ours is refused with a clear message', async ({ page }) => {
    await page.goto('/privacy-request/confirm?token=not-a-real-token')
    await expect(page.getByText('This link is invalid or has expired. Please file your request again.')).toBeVisible()
  })

  test('the form and the queue are keyboard usable and have no serious accessibility violations', async ({ page, request }) => {
    await skipCompensationPopup(page)
    await page.goto('/privacy-request')
    await settled(page)
    // Sent empty from the keyboard: the errors show and the first wrong field has the focus.
    await page.getByRole('button', { name: 'Send my request' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Choose what you would like us to do.')).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Know / access my data' })).toBeFocused()
    expect(await seriousViolations(page)).toEqual([])

    await signInAsAdmin(page, request)
    await page.goto('/admin/privacy-requests')
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Requests' })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Privacy requests' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})
