import { expect, test } from '@playwright/test'
import { settled, skipCompensationPopup } from './helpers'

// Each route's heading, title and description: public-pages.spec.ts.
test.describe('public page content', () => {
  test('an unknown path shows the not-found page with a 404 status', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found.' })).toBeVisible()
    await expect(page.getByText('The page you are looking for does not exist or has been moved.')).toBeVisible()
    await page.getByRole('link', { name: 'Go Back Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('service detail takes its head from the SEO fields', async ({ page, request }) => {
    const services = (await (await request.get('/api/all-services')).json()) as {
      data: { id: number; seo_title: string; seo_description: string; seo_keywords: string }[]
    }
    const service = services.data[0]
    await page.goto(`/service-detail/${service.id}`)
    await settled(page)
    await expect(page).toHaveTitle(new RegExp(service.seo_title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', service.seo_description)
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', service.seo_keywords)
    await expect(page.getByRole('heading', { name: 'Your insurance claim is now achievable' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Other Services' })).toBeVisible()
  })

  test('a blog post opens from the list', async ({ page }) => {
    await page.goto('/blog')
    await settled(page)
    const first = page.locator('.post-card a').first()
    const title = await first.textContent()
    await first.click()
    await expect(page).toHaveURL(/\/blog\/.+/)
    await expect(page.locator('h1')).toHaveText(title!.trim())
  })

  test('the FAQ page lists questions with Contact Us buttons', async ({ page }) => {
    // The pop-up opens by itself 3 s after this page: on a slow run it
    // would be the dialog left once the contact dialog is closed.
    await skipCompensationPopup(page)
    await page.goto('/faqs')
    await settled(page)
    await expect(page.locator('.question-card').first()).toBeVisible()
    await page.locator('.question-card').first().getByRole('button', { name: 'Contact Us' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('images carry width and height so nothing shifts', async ({ page }) => {
    for (const path of ['/', '/services', '/about-us', '/blog']) {
      await page.goto(path)
      await settled(page)
      const missing = await page
        .locator('img')
        .evaluateAll((images) =>
          images.filter((image) => !image.getAttribute('width') || !image.getAttribute('height')).map((image) => image.outerHTML),
        )
      expect(missing, path).toEqual([])
    }
  })
})
