import { expect, test, type APIRequestContext } from '@playwright/test'
import { settled, uniqueEmail, LONG } from './helpers'
import { linkIn, waitForMail } from './mail'

async function registered(request: APIRequestContext, tag: string, password: string): Promise<string> {
  const email = uniqueEmail(tag)
  const response = await request.post('/api/auth/register', { data: { first_name: 'Casey', last_name: 'Reed', email, password } })
  expect(response.status()).toBe(201)
  return email
}

async function logIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/login')
  await settled(page)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/user$/)
}

test.describe('passwords', () => {
  test('a forgotten password is reset by the mailed link, and the old session is gone', LONG, async ({ browser, request }) => {
    const email = await registered(request, 'forgot', 'the-old-password')
    // A session on another device, signed in with the old password.
    const other = await browser.newContext()
    const otherPage = await other.newPage()
    await logIn(otherPage, email, 'the-old-password')

    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto('/login')
    await settled(page)
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/reset-password$/)
    // The address changes before the page's code has loaded, while the log-in
    // form (with its own Email field) is still shown.
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible()
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Request a password reset' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'we have sent it a link' })).toBeVisible()

    const mail = await waitForMail(email, 'Reset your')
    await page.goto(linkIn(mail, '/reset-password'))
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('the-new-password')
    await page.getByLabel('Repeat the new password').fill('the-new-password')
    await page.getByRole('button', { name: 'Set the new password' }).click()
    await expect(page.getByText('Your password has been reset')).toBeVisible()
    // The account is told, in case it was not its owner.
    await waitForMail(email, 'password was changed')

    // The other device's session ended: its next visit is sent to /login.
    await otherPage.goto('/user')
    await expect(otherPage).toHaveURL(/\/login$/)

    await page.getByRole('link', { name: 'Log in', exact: true }).click()
    await settled(page)
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill('the-old-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible()
    await logIn(page, email, 'the-new-password')
    // Following a link mailed to the address also confirmed it.
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible()
    await other.close()
    await context.close()
  })

  test('a signed-in user changes the password on /user; other sessions end, this one stays', LONG, async ({ browser, request }) => {
    const email = await registered(request, 'change', 'first-password')
    const other = await browser.newContext()
    const otherPage = await other.newPage()
    await logIn(otherPage, email, 'first-password')

    const context = await browser.newContext()
    const page = await context.newPage()
    await logIn(page, email, 'first-password')
    await page.getByLabel('Current password').fill('not-the-password')
    await page.getByLabel('New password', { exact: true }).fill('second-password')
    await page.getByLabel('Repeat the new password').fill('second-password')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('The current password is incorrect.')).toBeVisible()

    await page.getByLabel('Current password').fill('first-password')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Your password has been changed. Every other session has been signed out.')).toBeVisible()
    await waitForMail(email, 'password was changed')

    await page.reload()
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible()
    await otherPage.goto('/user')
    await expect(otherPage).toHaveURL(/\/login$/)
    await other.close()
    await context.close()
  })
})
