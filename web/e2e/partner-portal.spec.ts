import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { adminToken, logInAsAdmin, settled, uniqueEmail } from './helpers'
import { linkIn, waitForMail } from './mail'

// Issue 22's journey: a partner firm as a customer. The admin prices a
// firm, records its prepaid payment and invites a member; a visitor's lead
// reaches the firm and is charged; the member finds it in the portal with
// its price and returns it; the admin approves; the member sees the credit
// and the balance restored; the admin issues the firm's invoice and the
// member downloads its PDF. Montana: no other spec's firm covers it.

/** A visitor asks for a consultation from Montana in a browser of their own; returns the e-mail used. */
async function visitorAsks(browser: Browser): Promise<string> {
  const email = uniqueEmail('portal-visitor')
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(() => sessionStorage.setItem('claimsite.compensation-popup-shown', '1'))
  await page.goto('/contact-us')
  await settled(page)
  const form = page.locator('#consultation')
  await form.getByLabel('First Name*').fill('Riley')
  await form.getByLabel('Last Name*').fill('Montana')
  await form.getByLabel('Email*').fill(email)
  await form.getByLabel('Phone*').fill(`555${Math.floor(1000000 + Math.random() * 8999999)}`)
  await form.getByLabel('Zip Code*').fill('59001')
  await form.getByLabel('State').selectOption('Montana (MT)')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
  await context.close()
  return email
}

/** The member accepts the mailed invitation in a browser of their own and lands in the portal. */
async function memberAccepts(browser: Browser, email: string): Promise<Page> {
  const mail = await waitForMail(email, 'You are invited to')
  const page = await (await browser.newContext()).newPage()
  await page.goto(linkIn(mail, '/accept-invitation'))
  await page.getByLabel('First name').fill('Morgan')
  await page.getByLabel('Last name').fill('Partner')
  await page.getByLabel('New password', { exact: true }).fill('a long partner password')
  await page.getByLabel('Repeat the new password').fill('a long partner password')
  await page.getByRole('button', { name: 'Accept the invitation' }).click()
  await expect(page).toHaveURL(/\/partner$/)
  return page
}

test('an admin prices a firm and records its payment; its member sees a lead and its price, returns it, and sees the credit once approved', async ({
  page,
  browser,
  request,
}) => {
  test.slow()
  const firmName = `Big Sky Injury ${Date.now()}`
  const firmEmail = uniqueEmail('bigsky-leads')
  const memberEmail = uniqueEmail('bigsky-member')
  const token = await adminToken(request)
  const created = await request.post('/api/admin/partners', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: firmName, email: firmEmail, webhook_url: '', states: ['MT'], timezone: 'America/Denver', priority: 1, active: true },
  })
  expect(created.status()).toBe(201)

  // The admin sets the price and records the firm's prepaid payment.
  await logInAsAdmin(page)
  await page.goto('/admin/partners')
  await page.getByRole('button', { name: `Prices and billing of ${firmName}` }).click()
  const billing = page.getByRole('dialog', { name: `Prices and billing: ${firmName}` })
  await billing.getByLabel('Price per lead ($)').fill('45.00')
  await billing.getByRole('button', { name: 'Save' }).click()
  await expect(billing).toBeHidden()
  await page.getByRole('button', { name: `Ledger of ${firmName}` }).click()
  const ledger = page.getByRole('dialog', { name: `Ledger: ${firmName}` })
  await ledger.getByLabel('Amount ($)').fill('100')
  await ledger.getByLabel('Reference (check number, transfer id)').fill('Wire 1001')
  await ledger.getByRole('button', { name: 'Record' }).click()
  await expect(ledger.locator('.partner-ledger__balance')).toContainText('Balance $100.00')
  await ledger.getByRole('button', { name: 'Close' }).click()

  // …and invites a member of the firm.
  await page.goto('/admin/users')
  await page.getByRole('button', { name: 'Invite someone' }).click()
  const invite = page.getByRole('dialog', { name: 'Invite someone' })
  await invite.getByLabel('Email').fill(memberEmail)
  await invite.getByLabel('Role').selectOption('partner')
  await invite.getByLabel('Firm').selectOption({ label: firmName })
  await invite.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${memberEmail}.`)).toBeVisible()
  const member = await memberAccepts(browser, memberEmail)

  // A visitor's lead reaches the firm by e-mail, and is charged.
  const visitor = await visitorAsks(browser)
  await waitForMail(firmEmail, '') // the lead's e-mail (its subject is encoded: it names the state with a dash)
  await expect(async () => {
    await member.goto('/partner')
    await expect(member.getByRole('banner')).toContainText('balance $55.00')
  }).toPass({ timeout: 15_000 })
  const row = member.getByRole('row').filter({ hasText: visitor })
  await expect(row).toContainText('$45.00')
  await expect(row).toContainText('MT')
  await row.getByRole('link', { name: 'Riley Montana' }).click()
  await expect(member.getByRole('region', { name: 'What you were sent' })).toContainText('$45.00 (charged)')
  await expect(member.getByRole('region', { name: 'Consent proof' })).toContainText('Words agreed to')

  // The member returns it: the number is wrong.
  const form = member.getByRole('form', { name: 'Return this lead' })
  await form.getByLabel('Reason').selectOption({ label: 'Wrong number (disconnected, or not the person)' })
  await form.getByLabel('Note (optional)').fill('Disconnected, twice')
  await form.getByRole('button', { name: 'Return lead' }).click()
  await expect(member.getByRole('region', { name: 'Your return' })).toContainText('Waiting for review.')

  // The admin approves it from the returns queue.
  await page.goto('/admin/returns')
  const pending = page.getByRole('row').filter({ hasText: firmName })
  await expect(pending).toContainText('Disconnected, twice')
  await expect(pending).toContainText('1 of 1 (100%) · limit 15%')
  await pending.getByRole('button', { name: /Approve the return/ }).click()
  const approve = page.getByRole('dialog', { name: /Approve the return/ })
  await expect(approve).toContainText('$45.00 goes back to the firm')
  await approve.getByRole('button', { name: 'Approve and credit' }).click()
  await expect(page.getByText('Return approved: the charge is credited back.')).toBeVisible()

  // The member sees the credit and the balance restored.
  await member.goto('/partner/account')
  await expect(member.getByRole('region', { name: 'Balance' })).toContainText('$100.00')
  const statement = member.getByRole('region', { name: 'Statement, newest first' })
  await expect(statement.getByRole('row').nth(1)).toContainText('Return credited')
  await expect(statement.getByRole('row').nth(1)).toContainText('$45.00')
  await expect(statement).toContainText('Payment received')

  // The admin issues the firm's invoice now (the month's comes on the 1st);
  // the member opens it in the portal and downloads its PDF, which reads
  // back with the lead charged and credited.
  await page.goto('/admin/partners')
  await page.getByRole('button', { name: `Ledger of ${firmName}` }).click()
  const books = page.getByRole('dialog', { name: `Ledger: ${firmName}` })
  await books.getByRole('button', { name: 'Issue invoice now' }).click()
  await books.getByRole('button', { name: 'Issue and send' }).click()
  const issued = books.getByRole('link', { name: /^Invoice \d+ in Invoices$/ })
  await expect(issued).toBeVisible()
  const number = (await issued.textContent())!.match(/\d+/)![0]
  await member.getByRole('navigation', { name: 'Partner portal' }).getByRole('link', { name: 'Invoices' }).click()
  await member.getByRole('link', { name: `Invoice ${number}` }).click()
  const invoice = member.getByRole('article', { name: `Invoice ${number}` })
  await expect(invoice).toContainText('Leads charged (1)-$45.00')
  await expect(invoice).toContainText('Return credits$45.00')
  await expect(invoice).toContainText('Closing balance$100.00')
  const [download] = await Promise.all([
    member.waitForEvent('download'),
    invoice.getByRole('button', { name: `Download the PDF of invoice ${number}` }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`)
  const pdf = await download.path()
  expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-')
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' })
  expect(text).toContain(`Number: ${number}`)
  expect(text).toContain(firmName)
  expect(text).toMatch(/Return credit\s+[A-Z0-9]+\s+MT/)
  await member.context().close()
})
