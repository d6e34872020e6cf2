import { expect, test } from '@playwright/test'
import { settled } from './helpers'

test.describe('360 px phone', () => {
  for (const path of ['/', '/about-us', '/services', '/service-detail/1', '/stateLaw', '/faqs', '/contact-us', '/blog', '/login']) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path)
      await settled(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }

  test('the menu opens from the burger and reaches every state', async ({ page }) => {
    await page.goto('/')
    await settled(page)
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('link', { name: 'About Us' }).first()).toBeVisible()
    await page.getByRole('button', { name: 'State Law menu' }).click()
    await expect(page.locator('.nav-dropdown__states li a')).toHaveCount(51)
    await page.locator('.nav-dropdown__states li a', { hasText: 'Ohio' }).click()
    await expect(page).toHaveURL(/\/state-law-detail\/\d+$/)
    await expect(page.locator('h1')).toHaveText('Ohio')
  })

  test('the consultation form is on the home page within reach', async ({ page }) => {
    await page.goto('/')
    await settled(page)
    await expect(page.locator('#consultation').getByLabel('First Name*')).toBeAttached()
  })
})
