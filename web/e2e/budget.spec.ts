import { expect, test, type Page } from '@playwright/test'
import { settled } from './helpers'

// The budget: the JavaScript a visitor downloads for a public page
// is at most 120 KB gzip. scripts/check-budget.mjs checks the entry chunk at
// build time; this measures what the browser really fetches for each page,
// route chunks and form code included, as the server sends it (gzipped).
const BUDGET_BYTES = 120 * 1024

const publicRoutes = [
  '/',
  '/about-us',
  '/services',
  '/service-detail/1',
  '/stateLaw',
  '/state-law-detail/5',
  '/Faqs',
  '/contact-us',
  '/marketing-partner',
  '/privacy-policy',
  '/term-and-conditions',
  '/california-privacy',
  '/opt-out',
  '/thank-you',
  '/blog',
  '/login',
  '/register',
  '/reset-password',
  '/no-such-page',
]

async function scriptBytes(page: Page, path: string): Promise<{ total: number; files: string[] }> {
  const sizes: Promise<[string, number]>[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    sizes.push(request.sizes().then((s): [string, number] => [request.url(), s.responseBodySize]))
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  await settled(page)
  const all = await Promise.all(sizes)
  return {
    total: all.reduce((sum, [, n]) => sum + n, 0),
    files: all.map(([url, n]) => `${(n / 1024).toFixed(1)} KB ${new URL(url).pathname}`),
  }
}

test.describe('JavaScript budget', () => {
  for (const path of publicRoutes) {
    test(`${path} downloads at most 120 KB of JavaScript`, async ({ page }) => {
      const { total, files } = await scriptBytes(page, path)
      expect(files.length).toBeGreaterThan(0)
      expect(total, `${path}: ${(total / 1024).toFixed(1)} KB\n${files.join('\n')}`).toBeLessThanOrEqual(BUDGET_BYTES)
    })
  }

  test('scripts are sent compressed', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    const script = await page.evaluate(() => (document.querySelector('script[type="module"]') as HTMLScriptElement).src)
    const head = await page.request.get(script, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(head.headers()['content-encoding']).toBe('gzip')
  })
})
