import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { addWebhookPartner, logInAsAdmin, settled, uniqueEmail, LONG } from './helpers'
import { deliveryBaseURL } from './servers'

// This file runs against the delivery server (playwright.config.ts): its
// partners' webhooks may be on loopback, where the receiver below listens.
test.use({ baseURL: deliveryBaseURL })

/**
 * A partner's webhook endpoint: it refuses the first delivery for good
 * (410), then takes every one (204), and keeps the references it took.
 */
function startReceiver(): Promise<{ server: Server; url: string; received: string[] }> {
  const received: string[] = []
  let requests = 0
  const server = createServer((req: IncomingMessage, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      requests++
      if (requests === 1) {
        res.writeHead(410).end('gone for now')
        return
      }
      received.push((JSON.parse(body) as { lead: { reference: string } }).lead.reference)
      res.writeHead(204).end()
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ server, url: `http://127.0.0.1:${port}/leads`, received })
    }),
  )
}

/** A visitor asks for a consultation from state, in a browser of their own; returns the e-mail used. */
async function visitorAsks(browser: Browser, state: string): Promise<string> {
  const email = uniqueEmail('delivery')
  const context = await browser.newContext({ baseURL: deliveryBaseURL })
  const page = await context.newPage()
  await page.addInitScript(() => sessionStorage.setItem('claimsite.compensation-popup-shown', '1'))
  await page.goto('/contact-us')
  await settled(page)
  const form = page.locator('#consultation')
  await form.getByLabel('First Name*').fill('Jordan')
  await form.getByLabel('Last Name*').fill('Reyes')
  await form.getByLabel('Email*').fill(email)
  await form.getByLabel('Phone*').fill(`555${Math.floor(1000000 + Math.random() * 8999999)}`)
  await form.getByLabel('Zip Code*').fill('73301')
  await form.getByLabel('State').selectOption(state)
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
  await context.close()
  return email
}

/** Opens the lead of e-mail from the inbox. */
async function openLead(page: Page, email: string): Promise<void> {
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`)
  await page.getByRole('row').filter({ hasText: email }).getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1, name: /Lead #/ })).toBeVisible()
}

test.describe('lead delivery', () => {
  // Tested below the browser (the binary's TestLeadsReachPartners, the delivery and retry Go tests,
  // LeadDelivery.test.tsx, PartnersAdminPage.test.tsx): make verify (decision 051).
  test(
    'an admin adds a partner; a lead reaches it, a failed delivery is retried, an unrouted lead is sent by hand',
    LONG,
    async ({ page, browser }) => {
      const receiver = await startReceiver()
      try {
        const name = `Sooner Law ${Date.now()}`
        await logInAsAdmin(page)
        await addWebhookPartner(page, { name, webhookUrl: receiver.url, state: 'Oklahoma (OK)', timeZone: 'America/Chicago' })

        // A visitor from Oklahoma: routed to the partner, whose webhook
        // refuses the first delivery for good.
        const okEmail = await visitorAsks(browser, 'Oklahoma (OK)')
        await openLead(page, okEmail)
        await expect(page.getByText('Routing: Routed')).toBeVisible()
        const trail = page.getByRole('list', { name: 'Deliveries, oldest first' })
        await expect(trail.getByRole('listitem')).toHaveCount(1)
        await expect(trail.getByRole('listitem').first()).toContainText('Failed', { timeout: 15_000 })
        await expect(trail.getByRole('listitem').first()).toContainText('410')

        // Retry: the webhook takes it now.
        await trail.getByRole('button', { name: `Retry the webhook to ${name}` }).click()
        await expect(trail.getByRole('listitem').first()).toContainText('Delivered', { timeout: 15_000 })
        expect(receiver.received).toHaveLength(1)

        // A visitor from Nevada: no partner takes Nevada, so it is unrouted;
        // the admin sends it by hand.
        const nvEmail = await visitorAsks(browser, 'Nevada (NV)')
        await openLead(page, nvEmail)
        await expect(page.getByText('Routing: Unrouted')).toBeVisible()
        await page.getByLabel('Partner', { exact: true }).selectOption({ label: `${name} (OK)` })
        await page.getByRole('form', { name: 'Send to a partner' }).getByRole('button', { name: 'Send' }).click()
        await expect(page.getByText('Routing: Routed')).toBeVisible()
        await expect(trail.getByRole('listitem').first()).toContainText('Delivered', { timeout: 15_000 })
        expect(receiver.received).toHaveLength(2)
      } finally {
        receiver.server.close()
      }
    },
  )
})
