import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { settled } from './helpers'

// DESIGN.md §8: axe finds no serious or critical violations on public pages.
// Every public route of SPEC §2 (the blog post is added from the API below).
const pages = [
  '/',
  '/about-us',
  '/services',
  '/service-detail/1',
  '/stateLaw',
  '/state-law-detail/1',
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
  '/reset-password?token=not-a-real-token',
  '/verify-email',
  '/no-such-page',
]

test.describe('accessibility', () => {
  for (const path of pages) {
    test(`${path} has no serious axe violations`, async ({ page }) => {
      await page.goto(path)
      await settled(page)
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  test('a blog post has no serious axe violations', async ({ page, request }) => {
    const posts = (await (await request.get('/api/blogs')).json()) as { data: { slug: string }[] }
    expect(posts.data.length).toBeGreaterThan(0)
    await page.goto(`/blog/${encodeURIComponent(posts.data[0].slug)}`)
    await settled(page)
    await expect(page.locator('h1')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the compensation pop-up has no serious axe violations', async ({ page }) => {
    await page.goto('/about-us')
    await settled(page)
    await expect(page.getByRole('dialog', { name: 'Claim Your Personal Injury Compensation' })).toBeVisible({ timeout: 6_000 })
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
  })

  test('the scan finds a serious violation when there is one', async ({ page }) => {
    // Guards the helper itself: a scan that never reports would pass every test above.
    await page.goto('/privacy-policy')
    await settled(page)
    await page.locator('main').evaluate((main) => main.append(document.createElement('button')))
    expect((await seriousViolations(page, 'main')).map((line) => line.split(':')[0])).toContain('button-name')
  })

  test('the contact modal has no serious axe violations', async ({ page }) => {
    await page.goto('/')
    await settled(page)
    await page.locator('.main-nav__cta').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
  })
})
