import { expect, test, type Browser, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { e2eAdmin } from './admin'
import { settled, uniqueEmail, LONG } from './helpers'

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

test.describe('admin users', () => {
  test('disabling an account signs its owner out and keeps them out until it is enabled again', LONG, async ({ browser, request }) => {
    const email = uniqueEmail('disabled')
    const password = 'a-long-password'
    const registered = await request.post('/api/auth/register', {
      data: { first_name: 'Dee', last_name: 'Sabled', email, password },
    })
    expect(registered.status()).toBe(201)

    // The user signs in in one browser.
    const userPage = await newPage(browser)
    await logIn(userPage, email, password)
    await expect(userPage).toHaveURL(/\/user$/)
    await expect(userPage.getByText('Dee Sabled')).toBeVisible()

    // The admin, in another, finds the account and disables it.
    const adminPage = await newPage(browser)
    await logIn(adminPage, e2eAdmin.email, e2eAdmin.password)
    await expect(adminPage).toHaveURL(/\/admin$/)
    await adminPage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click()
    await expect(adminPage).toHaveURL(/\/admin\/users$/)
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    await adminPage.getByLabel('Search').fill(email)
    await expect(adminPage).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/[.]/g, '\\.')}`))
    const row = adminPage.getByRole('row').filter({ hasText: email })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Active')
    await expect(row).toContainText('Unverified')
    expect(await seriousViolations(adminPage, '#admin-main')).toEqual([])

    await row.getByRole('button', { name: 'Disable: Dee Sabled' }).click()
    const dialog = adminPage.getByRole('dialog', { name: 'Disable account' })
    await expect(dialog).toContainText(`Disable Dee Sabled (${email})?`)
    await dialog.getByRole('button', { name: 'Disable' }).click()
    await expect(adminPage.getByText('Account disabled; its sessions have ended.')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(row).toContainText('Disabled')

    // The user's next step finds the session gone: signed out to /login.
    await userPage.reload()
    await expect(userPage).toHaveURL(/\/login$/)
    expect(await userPage.evaluate(() => localStorage.getItem('claimsite.session'))).toBeNull()
    // ... and cannot sign in again, with the reason.
    await logIn(userPage, email, password)
    await expect(userPage.getByText('This account has been disabled.')).toBeVisible()
    await expect(userPage).toHaveURL(/\/login$/)

    // The admin enables the account with the keyboard; the user can sign in again.
    await row.getByRole('button', { name: 'Enable: Dee Sabled' }).focus()
    await adminPage.keyboard.press('Enter')
    const enable = adminPage.getByRole('dialog', { name: 'Enable account' })
    await enable.getByRole('button', { name: 'Enable' }).click()
    await expect(adminPage.getByText('Account enabled.')).toBeVisible()
    await expect(row).toContainText('Active')

    await logIn(userPage, email, password)
    await expect(userPage).toHaveURL(/\/user$/)
    await expect(userPage.getByText('Dee Sabled')).toBeVisible()

    // The only admin cannot step down: the server's refusal shows in the dialog.
    await adminPage.getByLabel('Search').fill(e2eAdmin.email)
    const self = adminPage.getByRole('row').filter({ hasText: e2eAdmin.email })
    await expect(self).toContainText('(you)')
    await expect(self.getByRole('button', { name: /^Disable/ })).toHaveCount(0)
    await self.getByRole('button', { name: /^Change role/ }).click()
    const stepDown = adminPage.getByRole('dialog', { name: 'Change role' })
    await stepDown.getByRole('radio', { name: 'Editor' }).check()
    await stepDown.getByRole('button', { name: 'Save role' }).click()
    await expect(stepDown.getByRole('alert')).toHaveText('This is the only active admin: make another account admin first.')
    await adminPage.keyboard.press('Escape')
    await expect(stepDown).toBeHidden()

    await userPage.context().close()
    await adminPage.context().close()
  })
})
