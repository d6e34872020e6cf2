import { expect, test, type Page } from '@playwright/test'
import { adminToken, settled, skipCompensationPopup, uniqueEmail, watchConsole, LONG } from './helpers'

/** The value cell next to a term of a description list in the region. */
function field(page: Page, region: string, term: string) {
  return page
    .getByRole('region', { name: region })
    .locator('.lead-fields__row')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) }) })
    .locator('dd')
}

test.describe('lead attribution', () => {
  test(
    'a visitor from a Google ad moves to another page and submits; the admin sees where the lead came from and filters by campaign',
    LONG,
    async ({ page, request }) => {
      const errors = watchConsole(page)
      const email = uniqueEmail('attribution')
      await skipCompensationPopup(page)

      // The visitor lands from an ad...
      await page.goto('/?utm_source=google&utm_medium=cpc&utm_campaign=spring-brand&gclid=TEST-GCLID-123')
      await settled(page)
      // ...and nothing about it is put in a cookie.
      expect(await page.context().cookies()).toEqual([])

      // They move on through a link (a client-side navigation without the parameters)...
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click()
      await expect(page).toHaveURL(/\/contact-us$/)
      // ...and then load a page afresh in the same tab: the first touch stays.
      await page.reload()
      await settled(page)

      const form = page.locator('#consultation')
      await form.getByLabel('First Name*').fill('Riley')
      await form.getByLabel('Last Name*').fill('Adwords')
      await form.getByLabel('Email*').fill(email)
      await form.getByLabel('Phone*').fill('5554447777')
      await form.getByLabel('Zip Code*').fill('78701')
      await form.getByLabel('State').selectOption('Texas (TX)')
      await form.getByRole('checkbox').check()
      const posted = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST')
      await form.getByRole('button', { name: 'Submit' }).click()
      const body = (await posted).postDataJSON() as { attribution?: Record<string, string> }
      expect(body.attribution).toEqual({
        landing_page: '/?utm_source=google&utm_medium=cpc&utm_campaign=spring-brand',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'spring-brand',
        gclid: 'TEST-GCLID-123',
      })
      await expect(page).toHaveURL(/\/thank-you$/)

      // The admin filters the inbox by the campaign and opens the lead.
      const token = await adminToken(request)
      await page.evaluate((value) => localStorage.setItem('claimsite.session', value), JSON.stringify({ access_token: token }))
      await page.goto('/admin/leads')
      await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()
      await page.getByLabel('Campaign').fill('Spring-Brand')
      await expect(page).toHaveURL(/[?&]campaign=Spring-Brand/)
      const table = page.getByRole('table', { name: /Leads, newest first/ })
      const row = table.getByRole('row').filter({ hasText: email })
      await expect(row).toHaveCount(1)
      // Another campaign does not find it.
      await page.getByLabel('Campaign').fill('autumn-brand')
      await expect(page).toHaveURL(/[?&]campaign=autumn-brand/)
      await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(0)
      await page.getByLabel('Campaign').fill('spring-brand')
      await page.getByLabel('Source').fill('GOOGLE')
      await expect(page).toHaveURL(/[?&]source=GOOGLE/)
      await expect(row).toHaveCount(1)

      await row.getByRole('link', { name: 'Riley Adwords' }).click()
      await expect(page).toHaveURL(/\/admin\/leads\/\d+$/)
      const region = 'Where the visitor came from'
      await expect(field(page, region, 'Landing page')).toHaveText('/?utm_source=google&utm_medium=cpc&utm_campaign=spring-brand')
      await expect(field(page, region, 'Source')).toHaveText('google')
      await expect(field(page, region, 'Medium')).toHaveText('cpc')
      await expect(field(page, region, 'Campaign')).toHaveText('spring-brand')
      await expect(field(page, region, 'Google click id (gclid)')).toHaveText('TEST-GCLID-123')
      // Arrived by typing the address: no referrer.
      await expect(field(page, region, 'Referrer')).toHaveText('None (direct, or from this site)')

      expect(errors).toEqual([])
    },
  )
})
