import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Browser } from '@playwright/test'
import { seriousViolations } from './axe'
import { addWebhookPartner, logInAsAdmin, settled, uniqueEmail, LONG } from './helpers'
import { deliveryBaseURL } from './servers'

// Against the delivery server (playwright.config.ts): its partners'
// webhooks may be on loopback, where the receiver below listens.
test.use({ baseURL: deliveryBaseURL })

interface Received {
  event: string
  header: string
  key: string
  reference: string
  scope?: string
}

/** A partner's webhook endpoint that keeps every event it takes. */
function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = []
  const server = createServer((req: IncomingMessage, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const event = JSON.parse(body) as { event: string; lead: { reference: string }; revocation?: { scope: string } }
      received.push({
        event: event.event,
        header: String(req.headers['x-claimsite-event'] ?? ''),
        key: String(req.headers['idempotency-key'] ?? ''),
        reference: event.lead.reference,
        scope: event.revocation?.scope,
      })
      res.writeHead(204).end()
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ server, url: `http://127.0.0.1:${port}/hooks`, received })
    }),
  )
}

/** A visitor from Kansas asks for a consultation, in a browser of their own. */
async function visitorAsks(browser: Browser, email: string, phone: string): Promise<void> {
  const context = await browser.newContext({ baseURL: deliveryBaseURL })
  const page = await context.newPage()
  await page.addInitScript(() => sessionStorage.setItem('claimsite.compensation-popup-shown', '1'))
  await page.goto('/contact-us')
  await settled(page)
  const form = page.locator('#consultation')
  await form.getByLabel('First Name*').fill('Casey')
  await form.getByLabel('Last Name*').fill('Morgan')
  await form.getByLabel('Email*').fill(email)
  await form.getByLabel('Phone*').fill(phone)
  await form.getByLabel('Zip Code*').fill('66044')
  await form.getByLabel('State').selectOption('Kansas (KS)')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
  await context.close()
}

test.describe('opt-out', () => {
  // Tested below the browser: OptOutPage.test.tsx, RevocationsAdmin.test.tsx and the binary's
  // TestOptOutReachesPartnerWebhookAndMail. In make verify (decision 051).
  test(
    'a visitor opts out and the partner that received their lead is told; the admin sees every partner told',
    LONG,
    async ({ page, browser }) => {
      const receiver = await startReceiver()
      try {
        const name = `Sunflower Law ${Date.now()}`
        await logInAsAdmin(page)
        await addWebhookPartner(page, { name, webhookUrl: receiver.url, state: 'Kansas (KS)', timeZone: 'America/Chicago' })

        // The lead reaches the partner.
        const email = uniqueEmail('optout')
        const phone = `555${Math.floor(1000000 + Math.random() * 8999999)}`
        await visitorAsks(browser, email, phone)
        await expect.poll(() => receiver.received.filter((r) => r.event === 'lead.created').length, { timeout: 15_000 }).toBe(1)
        const reference = receiver.received[0].reference

        // The visitor opts out on /opt-out, by keyboard where a person would.
        const visitor = await browser.newContext({ baseURL: deliveryBaseURL })
        const optOut = await visitor.newPage()
        await optOut.addInitScript(() => sessionStorage.setItem('claimsite.compensation-popup-shown', '1'))
        await optOut.goto('/opt-out')
        await settled(optOut)
        await expect(optOut.getByRole('heading', { level: 1, name: 'Opt Out' })).toBeVisible()
        await optOut.getByLabel('Phone number').fill(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`)
        await optOut.getByRole('radio', { name: 'Everything' }).check()
        await optOut.getByRole('button', { name: 'Stop contacting me' }).click()
        await expect(optOut.getByRole('heading', { name: 'Your request is recorded' })).toBeFocused()
        await expect(optOut.getByText(phone, { exact: true })).toBeVisible()
        await expect(optOut.getByText(/at the latest$/)).toBeVisible()
        expect(await seriousViolations(optOut)).toEqual([])
        await visitor.close()

        // The partner's webhook gets lead.consent_revoked for that lead.
        await expect
          .poll(() => receiver.received.filter((r) => r.event === 'lead.consent_revoked'), { timeout: 15_000 })
          .toEqual([
            {
              event: 'lead.consent_revoked',
              header: 'lead.consent_revoked',
              key: expect.stringMatching(/^notice-\d+$/),
              reference,
              scope: 'all',
            },
          ])

        // The admin sees the revocation, due in 10 business days, every partner told.
        const formatted = `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`
        await page.goto('/admin/revocations')
        const row = page.getByRole('row').filter({ hasText: formatted })
        await expect(row).toContainText('Opt-out page')
        expect(await seriousViolations(page)).toEqual([])
        await expect(async () => {
          await page.reload()
          await expect(page.getByRole('row').filter({ hasText: formatted })).toContainText('All told · 1/1', { timeout: 1_000 })
        }).toPass({ timeout: 15_000 })
        await page.getByRole('row').filter({ hasText: formatted }).getByRole('link', { name: formatted }).click()
        await expect(page.getByRole('heading', { level: 1, name: /Revocation #\d+/ })).toBeVisible()
        const notices = page.getByRole('table', { name: 'Notices to partners' })
        const notice = notices.getByRole('row').filter({ hasText: name })
        await expect(notice).toContainText(reference)
        await expect(notice).toContainText('Webhook')
        await expect(notice).toContainText('Delivered')
        expect(await seriousViolations(page)).toEqual([])
      } finally {
        receiver.server.close()
      }
    },
  )

  test('the operator records a revocation that came by letter; its deadline skips the weekend and Labor Day', LONG, async ({ page }) => {
    await logInAsAdmin(page)
    await page.goto('/admin/revocations')
    const form = page.getByRole('form', { name: 'Record a revocation' })
    const email = uniqueEmail('letter')
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Stop').selectOption('Texts')
    await form.getByLabel('Came by').selectOption('Letter')
    await form.getByLabel('Received on').fill('2026-09-04')
    await form.getByLabel('Note').fill('Letter dated September 2')
    await form.getByRole('button', { name: 'Record revocation' }).click()
    await expect(page.getByRole('heading', { level: 1, name: /Revocation #\d+/ })).toBeVisible()
    await expect(page.getByText('End of Sep 21, 2026 (Eastern time)')).toBeVisible()
    await expect(page.getByText('Letter dated September 2')).toBeVisible()
    await expect(page.getByText('No partner had received a lead of this person: there was nobody to tell.')).toBeVisible()
    // The address is on the do-not-contact list now.
    await page.goto(`/admin/suppressions?q=${encodeURIComponent(email)}`)
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Consent revoked (letter')
  })
})
