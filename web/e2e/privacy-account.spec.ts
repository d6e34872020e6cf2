import { expect, test, type Browser, type Page } from '@playwright/test'
import { e2eAdmin } from './admin'
import { settled, skipCompensationPopup, uniqueEmail, watchConsole, LONG } from './helpers'
import { linkIn, waitForMail } from './mail'

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login')
  await settled(page)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/** A browser context of its own: its own localStorage, so its own session. */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  return context.newPage()
}

test.describe('a deletion request and the account', () => {
  test(
    'a registered visitor asks for deletion; the admin is told their account goes with it, and it does',
    LONG,
    async ({ browser, request }) => {
      const email = uniqueEmail('account-forget')
      const password = 'a-long-password'
      const registered = await request.post('/api/auth/register', { data: { first_name: 'Ada', last_name: 'Gone', email, password } })
      expect(registered.status()).toBe(201)

      // Signed in on their phone.
      const visitor = await newPage(browser)
      await logIn(visitor, email, password)
      await expect(visitor).toHaveURL(/\/user$/)

      // They file a deletion request and confirm it from the mailed link.
      await skipCompensationPopup(visitor)
      await visitor.goto('/privacy-request')
      await settled(visitor)
      await visitor.getByRole('radio', { name: 'Delete my data' }).check()
      await visitor.getByLabel('E-mail address').fill(email)
      await visitor.getByLabel('I am a California resident').check()
      await visitor.getByRole('button', { name: 'Send my request' }).click()
      await expect(visitor.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible()
      const mail = await waitForMail(email, 'Confirm your privacy request')
      await visitor.goto(linkIn(mail, '/privacy-request/confirm'))
      await expect(visitor.getByText(/Your request is confirmed/)).toBeVisible()

      // The operator opens it: the screen says the account goes too.
      const admin = await newPage(browser)
      const errors = watchConsole(admin)
      await logIn(admin, e2eAdmin.email, e2eAdmin.password)
      await expect(admin).toHaveURL(/\/admin$/)
      await admin.goto('/admin/privacy-requests?status=confirmed&type=delete')
      const row = admin.getByRole('row').filter({ hasText: email })
      await expect(row).toHaveCount(1)
      await row.getByRole('button', { name: /Open request/ }).click()
      const detail = admin.getByRole('region', { name: /Request #/ })
      await expect(detail.getByText(/completing the deletion deletes it too/)).toBeVisible()
      admin.once('dialog', (dialog) => {
        expect(dialog.message()).toContain('and delete their account')
        void dialog.accept()
      })
      await detail.getByRole('button', { name: 'Erase and complete' }).click()
      await expect(admin.getByText(/Request completed: 0 lead\(s\) erased; account #\d+ deleted/)).toBeVisible()
      await expect(detail.getByText(/Account #\d+ of this address was deleted/)).toBeVisible()

      // The visitor's session is gone, and so is the account.
      await visitor.goto('/user')
      await expect(visitor).toHaveURL(/\/login$/)
      expect(await visitor.evaluate(() => localStorage.getItem('claimsite.session'))).toBeNull()
      await logIn(visitor, email, password)
      await expect(visitor).toHaveURL(/\/login$/)
      await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`)
      await expect(admin.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
      await expect(admin.getByRole('row').filter({ hasText: email })).toHaveCount(0)
      expect(errors).toEqual([])

      await visitor.context().close()
      await admin.context().close()
    },
  )
})
