import { expect, test } from '@playwright/test'
import { settled, uniqueEmail, LONG } from './helpers'
import { linkIn, waitForMail } from './mail'

test.describe('accounts', () => {
  test('a registered user confirms the mailed link, is refused /admin and sees their own inquiry on /user', LONG, async ({ page }) => {
    const email = uniqueEmail('account')
    const password = 'a-long-password'

    await page.goto('/register')
    await settled(page)
    await page.getByLabel('First name').fill('Riley')
    await page.getByLabel('Last name').fill('Morgan')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByLabel(/I agree to the/).check()
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(
      page.getByText('Registration successful. We have sent you a link to confirm your e-mail address. You can now log in.'),
    ).toBeVisible()

    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByLabel('Remember password').check()
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/user$/)
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible()
    await expect(page.getByText('Riley Morgan')).toBeVisible()
    await expect(page.locator('.account-card__email')).toContainText(email)
    // Until the address is confirmed, no inquiries are shown.
    await expect(page.getByText('Not confirmed')).toBeVisible()
    await expect(page.getByText('Your inquiries appear here once your e-mail address is confirmed.')).toBeVisible()

    // The mail the real SMTP server received carries the single-use link.
    const mail = await waitForMail(email, 'Confirm your e-mail address')
    expect(mail.text).toContain('Hello Riley')
    const link = linkIn(mail, '/verify-email')
    await page.goto(link)
    await expect(page.getByText('Thank you: your e-mail address is confirmed.')).toBeVisible()
    await page.getByRole('link', { name: 'Go to my account' }).click()
    await expect(page).toHaveURL(/\/user$/)
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible()
    await expect(page.getByText('You have not sent us any inquiries yet.')).toBeVisible()
    // The link worked once.
    await page.goto(link)
    await expect(page.getByRole('alert')).toContainText('has already been used')

    // Not an admin: sent to /login.
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByText('You do not have access to the admin area.')).toBeVisible()
    await page.goto('/admin/services')
    await expect(page).toHaveURL(/\/login$/)

    // Ask for a consultation with the same e-mail.
    await page.goto('/contact-us')
    await settled(page)
    const form = page.locator('#consultation')
    await form.getByLabel('First Name*').fill('Riley')
    await form.getByLabel('Last Name*').fill('Morgan')
    await form.getByLabel('Email*').fill(email)
    await form.getByLabel('Phone*').fill('5559876543')
    await form.getByLabel('Zip Code*').fill('73301')
    await form.getByLabel('State').selectOption('Texas (TX)')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\/thank-you$/)

    await page.goto('/user')
    const table = page.getByRole('table', { name: 'Your inquiries' })
    await expect(table).toBeVisible()
    const rows = table.getByRole('row')
    await expect(rows).toHaveCount(2)
    await expect(rows.nth(1)).toContainText('Received')
    await expect(rows.nth(1)).toContainText('Free consultation')
    await expect(rows.nth(1)).toContainText('Texas (TX)')
    await expect(rows.nth(1)).toContainText(String(new Date().getFullYear()))

    // Logout.
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/user')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('bad credentials show the server message and keep the visitor on /login', async ({ page }) => {
    await page.goto('/login')
    await settled(page)
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'))
    await page.getByLabel('Password', { exact: true }).fill('wrong-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
  })
})
