import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Browser } from '@playwright/test'
import { leadsFor, logInAsAdmin, settled, uniqueEmail, watchConsole, LONG } from './helpers'
import { deliveryBaseURL } from './servers'

// Against the delivery server (playwright.config.ts): its partners'
// webhooks may be on loopback, where the receiver below listens.
test.use({ baseURL: deliveryBaseURL })

interface Received {
  event: string
  header: string
  reference: string
  correction?: { fields: string[]; values: Record<string, string> }
}

/** A partner's webhook endpoint that keeps every event it takes. */
function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = []
  const server = createServer((req: IncomingMessage, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const event = JSON.parse(body) as { event: string; lead: { reference: string }; correction?: Received['correction'] }
      received.push({
        event: event.event,
        header: String(req.headers['x-claimsite-event'] ?? ''),
        reference: event.lead.reference,
        correction: event.correction,
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

/** A visitor from Vermont asks for a consultation, in a browser of their own. */
async function visitorAsks(browser: Browser, email: string, phone: string): Promise<void> {
  const context = await browser.newContext({ baseURL: deliveryBaseURL })
  const page = await context.newPage()
  await page.addInitScript(() => sessionStorage.setItem('claimsite.compensation-popup-shown', '1'))
  await page.goto('/contact-us')
  await settled(page)
  const form = page.locator('#consultation')
  await form.getByLabel('First Name*').fill('Robin')
  await form.getByLabel('Last Name*').fill('Mistyped')
  await form.getByLabel('Email*').fill(email)
  await form.getByLabel('Phone*').fill(phone)
  await form.getByLabel('Zip Code*').fill('05401')
  await form.getByLabel('State').selectOption('Vermont (VT)')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
  await context.close()
}

test.describe('corrections', () => {
  test(
    'the operator corrects a delivered lead’s phone; the partner is told what changed and the lead page shows it arrived',
    LONG,
    async ({ page, browser, request }) => {
      const receiver = await startReceiver()
      try {
        const errors = watchConsole(page)
        await logInAsAdmin(page)
        await page.goto('/admin/partners')
        await page.getByRole('button', { name: 'Add New' }).click()
        const dialog = page.getByRole('dialog', { name: 'Add Partner' })
        await dialog.getByLabel('Firm name').fill(`Green Mountain Law ${Date.now()}`)
        await dialog.getByLabel('Webhook URL').fill(receiver.url)
        await dialog.getByLabel('Vermont (VT)').check()
        await dialog.getByLabel('Time zone').fill('America/New_York')
        await dialog.getByRole('button', { name: 'Save' }).click()
        await expect(page.getByText('Partner created successfully')).toBeVisible()
        // The new partner's webhook secret is shown once.
        await page.getByRole('dialog', { name: 'Webhook secret' }).getByRole('button', { name: 'Done' }).click()

        const email = uniqueEmail('correct')
        const phone = `555${Math.floor(1000000 + Math.random() * 8999999)}`
        await visitorAsks(browser, email, phone)
        await expect.poll(() => receiver.received.filter((r) => r.event === 'lead.created').length, { timeout: 15_000 }).toBe(1)
        const reference = receiver.received[0].reference
        const [lead] = await leadsFor(request, email)

        // The person asked to have their number corrected.
        const corrected = phone === '5550001234' ? '5550004321' : '5550001234'
        await page.goto(`/admin/leads/${lead.id}`)
        await page.getByRole('button', { name: 'Edit contact details' }).click()
        const form = page.getByRole('form', { name: 'Edit contact details' })
        await expect(form).toContainText('partners that received the lead already are told what changed')
        await form.getByLabel('Phone').fill(corrected)
        await form.getByRole('button', { name: 'Save contact details' }).click()
        await expect(page.getByText('Contact details corrected')).toBeVisible()

        await expect
          .poll(() => receiver.received.filter((r) => r.event === 'lead.corrected'), { timeout: 15_000 })
          .toEqual([
            {
              event: 'lead.corrected',
              header: 'lead.corrected',
              reference,
              correction: { fields: ['phone'], values: { phone: corrected } },
            },
          ])

        // The lead page follows the notice until it arrived.
        const notices = page.getByRole('region', { name: 'Partner notices' })
        await expect(notices.getByRole('listitem')).toHaveCount(1)
        await expect(notices).toContainText('Corrected: phone · webhook')
        await expect(notices).toContainText('Delivered', { timeout: 15_000 })
        expect(errors).toEqual([])
      } finally {
        receiver.server.close()
      }
    },
  )
})
