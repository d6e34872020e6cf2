import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { settled } from './helpers'

// DESIGN.md §8: axe finds no serious or critical violations. Every public
// page is scanned as it loads in public-pages.spec.ts; these scan what a
// visitor opens on them.
test.describe('accessibility', () => {
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
