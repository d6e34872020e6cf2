import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { leadsFor, settled, uniqueEmail } from './helpers'

test.describe('360 px phone', () => {
  // One page through every route, a step each (a failure names its route).
  test('every page fits the screen without sideways scrolling', async ({ page }) => {
    for (const path of [
      '/',
      '/about-us',
      '/services',
      '/service-detail/1',
      '/stateLaw',
      '/state-law-detail/1',
      '/faqs',
      '/contact-us',
      '/case-evaluation',
      '/blog',
      '/login',
      '/no-such-page',
    ]) {
      await test.step(path, async () => {
        await page.goto(path)
        await settled(page)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow).toBeLessThanOrEqual(0)
      })
    }
  })

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

  test('the open menu has no serious axe violations', async ({ page }) => {
    await page.goto('/')
    await settled(page)
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('button', { name: 'Services menu' }).click()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('a lead can be sent from the consultation modal on a phone', async ({ page, request }) => {
    const email = uniqueEmail('phone')
    await page.goto('/')
    await settled(page)
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('banner').getByRole('button', { name: 'Free Consultation' }).click()
    const dialog = page.getByRole('dialog', { name: /^Get .+!$/ })
    await expect(dialog).toBeVisible()
    const box = await dialog.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(360)

    await dialog.getByLabel('First Name*').fill('Sam')
    await dialog.getByLabel('Last Name*').fill('Lee')
    await dialog.getByLabel('Email*').fill(email)
    await dialog.getByLabel('Phone*').fill('5550001111')
    await dialog.getByLabel('Zip Code*').fill('10001')
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: 'Submit' }).tap()
    await expect(page).toHaveURL(/\/thank-you$/)
    const leads = await leadsFor(request, email)
    expect(leads).toHaveLength(1)
  })

  test('the consultation form is on the home page within reach', async ({ page }) => {
    await page.goto('/')
    await settled(page)
    await expect(page.locator('#consultation').getByLabel('First Name*')).toBeAttached()
  })
})
