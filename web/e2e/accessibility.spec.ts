import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { settled } from './helpers'

// DESIGN.md §8: axe finds no serious or critical violations on public pages.
const pages = ['/', '/about-us', '/services', '/service-detail/1', '/stateLaw', '/state-law-detail/1', '/faqs', '/contact-us', '/blog', '/login', '/register', '/thank-you', '/no-such-page']

test.describe('accessibility', () => {
  for (const path of pages) {
    test(`${path} has no serious axe violations`, async ({ page }) => {
      await page.goto(path)
      await settled(page)
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
      expect(serious).toEqual([])
    })
  }

  test('the contact modal has no serious axe violations', async ({ page }) => {
    await page.goto('/')
    await settled(page)
    await page.locator('.main-nav__cta').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    expect(serious.map((violation) => violation.id)).toEqual([])
  })
})
