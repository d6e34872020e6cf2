import { expect, test } from '@playwright/test'
import { firstPostPath, settled } from './helpers'

// Public pages arrive rendered by the server (issue 10): with JavaScript off
// a visitor, a crawler and a link preview see the whole page; with it on,
// the app takes the page over (hydrates) without a mismatch, without asking
// the API again for the data the page came with, and without console noise.

interface RenderedPage {
  path: string
  heading: RegExp
  /** Text that only the page's data can give (a record's title, a list item). */
  content: RegExp
  /** A form field the page shows, when it has a form. */
  field?: string
}

const pages: RenderedPage[] = [
  { path: '/', heading: /Hurt in an accident/, content: /Car Accident/, field: 'Email' },
  { path: '/about-us', heading: /^About Us$/, content: /Client Satisfaction/ },
  { path: '/services', heading: /^Our Services$/, content: /Truck Accident/ },
  { path: '/service-detail/1', heading: /^Car Accident$/, content: /Other Services/, field: 'Email' },
  { path: '/stateLaw', heading: /^State Laws$/, content: /California/ },
  { path: '/state-law-detail/5', heading: /California/, content: /California/, field: 'Email' },
  { path: '/Faqs', heading: /^Asked Questions$/, content: /\?/ },
  { path: '/contact-us', heading: /^Contact Us$/, content: /Contact/, field: 'Email' },
  { path: '/marketing-partner', heading: /Marketing Partners/, content: /Marketing Partners/ },
  { path: '/privacy-policy', heading: /Privacy Policy/, content: /Last updated/ },
  { path: '/term-and-conditions', heading: /Terms/, content: /Last updated/ },
  { path: '/california-privacy', heading: /California/, content: /Last updated/ },
  { path: '/opt-out', heading: /^Opt Out$/, content: /10 business days/, field: 'Phone number' },
  { path: '/thank-you', heading: /^You're All Set!$/, content: /get in touch/ },
  { path: '/blog', heading: /^Blog$/, content: /Read more|min read|\d{4}/ },
]

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // One page goes through every route, a step each (a failure names its
  // route): without scripts a load is cheap, and a test's own browser
  // context cost more than the checks.
  test('every public page arrives whole: header, content, form and footer', async ({ page }) => {
    for (const rendered of pages) {
      await test.step(rendered.path, async () => {
        const response = await page.goto(rendered.path)
        expect(response?.status()).toBe(200)
        await expect(page.locator('header nav')).toContainText('Services')
        await expect(page.locator('h1').first()).toHaveText(rendered.heading)
        await expect(page.locator('main')).toContainText(rendered.content)
        if (rendered.field) await expect(page.getByLabel(rendered.field).first()).toBeVisible()
        await expect(page.locator('footer')).toContainText('©')
        await expect(page.locator('.loading-overlay')).toHaveCount(0)
        const canonical = page.locator('link[rel="canonical"]')
        if (rendered.path === '/thank-you') await expect(canonical).toHaveCount(0)
        else await expect(canonical).toHaveAttribute('href', new URL(rendered.path, page.url()).href)
      })
    }
  })

  test('a post arrives whole, with its Article data', async ({ page }) => {
    const path = await firstPostPath(page)
    expect((await page.goto(path))?.status()).toBe(200)
    await expect(page.locator('h1').first()).not.toBeEmpty()
    const data = await page.locator('script[type="application/ld+json"]').allTextContents()
    const types = data.map((text) => (JSON.parse(text) as { '@type': string })['@type'])
    expect(types).toEqual(['Organization', 'BreadcrumbList', 'Article'])
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  })

  test('unknown pages and records are the rendered not-found page with a 404', async ({ page }) => {
    for (const path of ['/no-such-page', '/service-detail/999999', '/state-law-detail/999999', '/blog/no-such-post']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.locator('h1').first()).toHaveText('Oops! Page Not Found.')
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expect(page.locator('footer')).toContainText('©')
    }
  })
})

test.describe('with JavaScript', () => {
  // Each page's own hydration: public-pages.spec.ts.
  test('a not-found record hydrates as the not-found page, without asking for the record', async ({ page }) => {
    const messages: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning' || (message.type() === 'error' && !message.text().includes('404'))) messages.push(message.text())
    })
    page.on('pageerror', (error) => messages.push(error.message))
    const apiCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url())
    })
    await page.goto('/service-detail/999999', { waitUntil: 'networkidle' })
    await expect(page.locator('h1').first()).toHaveText('Oops! Page Not Found.')
    await page.getByRole('link', { name: 'Services', exact: true }).first().click()
    await expect(page.locator('h1').first()).toHaveText('Our Services')
    expect(messages).toEqual([])
    expect(apiCalls.filter((url) => url.includes('/api/service-detail/'))).toEqual([])
  })

  test('moving between pages keeps the head current', async ({ page }) => {
    await page.goto('/services')
    await settled(page)
    await page.goto('/service-detail/1')
    await settled(page)
    await page.getByRole('link', { name: 'Services', exact: true }).first().click()
    await expect(page).toHaveTitle(/^Our Services \| /)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL('/services', page.url()).href)
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
  })
})
