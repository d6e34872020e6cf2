import { expect, test } from '@playwright/test'
import { settled } from './helpers'

test.describe('header', () => {
  test('the State Law menu lists all 51 in three columns of 17 and closes on Escape', async ({ page, request }) => {
    await page.goto('/')
    await settled(page)
    const toggle = page.getByRole('button', { name: 'State Law menu' })
    await toggle.click()
    const items = page.locator('.nav-dropdown__states li a')
    await expect(items).toHaveCount(51)
    await expect(items.filter({ hasText: 'Alaska' })).toHaveCount(1)
    const states = (await (await request.get('/api/states')).json()) as { data: { id: number; name: string }[] }
    await expect(items).toHaveText(states.data.map((state) => state.name))
    const lefts = await items.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().left)))
    const perColumn = [...new Set(lefts)].map((left) => lefts.filter((value) => value === left).length)
    expect(perColumn).toEqual([17, 17, 17])
    await page.keyboard.press('Escape')
    await expect(items.first()).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('the Services menu lists every service by title, linking to its page', async ({ page, request }) => {
    const services = (await (await request.get('/api/all-services')).json()) as { data: { id: number; title: string }[] }
    expect(services.data.length).toBeGreaterThan(0)
    await page.goto('/')
    await settled(page)
    await page.getByRole('button', { name: 'Services menu' }).click()
    const menuLinks = page.locator('.nav-dropdown__menu--services a')
    await expect(menuLinks).toHaveText(services.data.map((service) => service.title))
    const hrefs = await menuLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual(services.data.map((service) => `/service-detail/${service.id}`))
    const last = services.data[services.data.length - 1]
    await menuLinks.last().click()
    await expect(page).toHaveURL(new RegExp(`/service-detail/${last.id}$`))
    await expect(page.locator('h1').first()).toContainText(last.title)
  })

  test('the Services menu is keyboard-usable', async ({ page, request }) => {
    const services = (await (await request.get('/api/all-services')).json()) as { data: { title: string }[] }
    await page.goto('/')
    await settled(page)
    const toggle = page.getByRole('button', { name: 'Services menu' })
    await toggle.focus()
    await page.keyboard.press('ArrowDown')
    const menuLinks = page.locator('.nav-dropdown__menu--services a')
    await expect(menuLinks).toHaveCount(services.data.length)
    await expect(menuLinks.first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menuLinks.nth(1)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/service-detail\/\d+$/)
  })

  test('Media has the internal blog and the external news link in a new tab', async ({ page }) => {
    await page.goto('/')
    await settled(page)
    await page.getByRole('button', { name: 'Media' }).click()
    await expect(page.getByRole('link', { name: 'Blog', exact: true }).first()).toHaveAttribute('href', '/blog')
    await expect(page.locator('header').getByRole('link', { name: /News/ })).toHaveAttribute('target', '_blank')
  })

  test('the search box finds content and opens it', async ({ page }) => {
    await page.goto('/')
    await settled(page)
    await page.getByLabel('Search the site').fill('california')
    const hit = page.locator('.site-search__hit').first()
    await expect(hit).toBeVisible()
    await page.getByLabel('Search the site').press('ArrowDown')
    await expect(hit).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).not.toHaveURL(/\/$/)
  })

  test('the navigation sticks after 100 px of scrolling', async ({ page }) => {
    await page.goto('/about-us')
    await settled(page)
    await expect(page.locator('.main-nav')).not.toHaveClass(/is-sticky/)
    await page.mouse.wheel(0, 400)
    await expect(page.locator('.main-nav')).toHaveClass(/is-sticky/)
    const top = await page.locator('.main-nav').evaluate((nav) => nav.getBoundingClientRect().top)
    expect(top).toBe(0)
  })

  test('the compensation pop-up opens once per visit, 3 seconds after a listed page', async ({ page }) => {
    // The page's clock is the test's: 3.5 s pass at once instead of waiting them out.
    await page.clock.install()
    await page.goto('/')
    await settled(page)
    await page.clock.runFor(3500)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await page.getByRole('link', { name: 'About Us' }).first().click()
    const popup = page.getByRole('dialog', { name: 'Claim Your Personal Injury Compensation' })
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
    await page.clock.runFor(2000)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.clock.runFor(1500)
    await expect(popup).toBeVisible()
    await expect(popup.getByText('$1 Million Won for Our Clients')).toBeVisible()
    await popup.getByRole('button', { name: 'Close' }).click()
    await expect(popup).toHaveCount(0)

    await page.getByRole('link', { name: 'Contact Us' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    await page.clock.runFor(3500)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('the contact modal traps focus', async ({ page }) => {
    await page.goto('/')
    await settled(page)
    await page.locator('.main-nav__cta').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(page.locator('.main-nav__cta')).toBeFocused()
  })
})
