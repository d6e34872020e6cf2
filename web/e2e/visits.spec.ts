import { expect, test, type Page, type Request } from '@playwright/test'
import { settled } from './helpers'

// Playwright's Chromium says "HeadlessChrome", which the server does not
// count (a robot); a person's browser is what this spec is about.
test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' })

interface Beacon {
  path: string
  landing_page: string
  source: string
  medium: string
  campaign: string
  entry: boolean
}

/**
 * Records every page-view beacon the page sends: the body as the app gave
 * it to sendBeacon (Chromium does not show a Blob body to the test), and
 * the request that went out with the status it got.
 */
async function watchBeacons(page: Page): Promise<Array<{ request: Request; status: Promise<number> }>> {
  await page.addInitScript(() => {
    const original = navigator.sendBeacon.bind(navigator)
    const bodies: string[] = []
    Object.assign(window, { e2eBeacons: bodies })
    navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
      if (data instanceof Blob) void data.text().then((text) => bodies.push(`${data.type}|${text}`))
      return original(url, data)
    }
  })
  const sent: Array<{ request: Request; status: Promise<number> }> = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/visits') {
      sent.push({ request, status: request.response().then((r) => r?.status() ?? 0) })
    }
  })
  return sent
}

/** The nth beacon of the test, the inPage-th of the current document. */
async function beaconAt(page: Page, sent: Awaited<ReturnType<typeof watchBeacons>>, n: number, inPage: number): Promise<Beacon> {
  await expect.poll(() => sent.length).toBeGreaterThanOrEqual(n + 1)
  const { request, status } = sent[n]
  expect(request.method()).toBe('POST')
  expect(await request.headerValue('content-type')).toMatch(/^text\/plain/)
  expect(await status).toBe(204)
  await expect.poll(() => page.evaluate(() => (window as unknown as { e2eBeacons: string[] }).e2eBeacons.length)).toBe(inPage)
  const bodies = await page.evaluate(() => (window as unknown as { e2eBeacons: string[] }).e2eBeacons)
  const [type, text] = bodies[inPage - 1].split(/\|(.*)/s)
  expect(type).toBe('text/plain')
  return JSON.parse(text) as Beacon
}

test('a visitor from an ad sends one beacon per public page, with the tab’s first touch', async ({ page, context }) => {
  const sent = await watchBeacons(page)
  await page.goto('/?utm_source=google&utm_medium=cpc&utm_campaign=spring-e2e&gclid=e2e-click-1')
  await settled(page)
  expect(await beaconAt(page, sent, 0, 1)).toEqual({
    path: '/',
    landing_page: '/',
    source: 'google',
    medium: 'cpc',
    campaign: 'spring-e2e',
    entry: true,
  })

  // A move inside the app is a view too, with the tab's first touch.
  await page.getByRole('link', { name: 'About Us' }).first().click()
  await expect(page).toHaveURL(/\/about-us$/)
  expect(await beaconAt(page, sent, 1, 2)).toEqual({
    path: '/about-us',
    landing_page: '/',
    source: 'google',
    medium: 'cpc',
    campaign: 'spring-e2e',
    entry: false,
  })

  // So is a page loaded anew in the same tab.
  await page.goto('/faqs')
  await settled(page)
  expect(await beaconAt(page, sent, 2, 1)).toMatchObject({ path: '/faqs', landing_page: '/', source: 'google', entry: false })

  // Account pages are not counted; no cookie was set on the way.
  await page.goto('/login')
  await settled(page)
  await page.waitForTimeout(300)
  expect(sent).toHaveLength(3)
  expect(await context.cookies()).toEqual([])
})

test('the beacon refuses other sites and takes robots without counting them', async ({ request, baseURL }) => {
  const body = JSON.stringify({ path: '/', landing_page: '/', entry: true })
  const crossSite = await request.post('/api/visits', {
    data: body,
    headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example' },
  })
  expect(crossSite.status()).toBe(403)
  const own = await request.post('/api/visits', {
    data: body,
    headers: { 'Content-Type': 'text/plain', Origin: baseURL ?? '', 'User-Agent': 'Googlebot/2.1' },
  })
  expect(own.status()).toBe(204)
  const notPublic = await request.post('/api/visits', {
    data: JSON.stringify({ path: '/admin/leads' }),
    headers: { 'Content-Type': 'text/plain', Origin: baseURL ?? '', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' },
  })
  expect(notPublic.status()).toBe(400)
})
