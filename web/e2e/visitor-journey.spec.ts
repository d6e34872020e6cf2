import { expect, test } from '@playwright/test'
import { leadsFor, settled, uniqueEmail, watchConsole } from './helpers'

test.describe('visitor journey', () => {
  test('asks for a free consultation from the header and the lead is stored', async ({ page, request }) => {
    const errors = watchConsole(page)
    const email = uniqueEmail('journey')
    await page.goto('/services')
    await settled(page)

    await page.getByRole('button', { name: 'Free Consultation' }).first().click()
    const dialog = page.getByRole('dialog', { name: /^Get .+!$/ })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Get a Free Consultation' })).toBeVisible()

    await dialog.getByLabel('First Name*').fill('Jordan')
    await dialog.getByLabel('Last Name*').fill('Rivera')
    await dialog.getByLabel('Email*').fill(email)
    await dialog.getByLabel('Phone*').fill('5551234567')
    await dialog.getByLabel('Zip Code*').fill('73301')
    await dialog.getByLabel('State').selectOption('Texas (TX)')
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: 'Submit' }).dblclick()

    await expect(page).toHaveURL(/\/thank-you$/)
    await expect(page.getByText('Form submitted successfully Thank you for your inquiry !')).toBeVisible()
    await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible()

    const leads = await leadsFor(request, email)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      first_name: 'Jordan',
      phone: '5551234567',
      zip_code: '73301',
      state: 'TX',
      source_form: 'consultation',
    })
    expect(leads[0].consent.given).toBe(true)
    expect(leads[0].consent.page_url).toContain('/services')
    expect(errors).toEqual([])
  })

  test('blocks an invalid form in the browser', async ({ page }) => {
    await page.goto('/contact-us')
    await settled(page)
    const form = page.locator('#consultation')
    await form.getByLabel('Phone*').fill('555 123 45')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText('First name is required.')).toBeVisible()
    await expect(form.getByText('Phone number must be exactly 10 digits and remove spaces')).toHaveClass(/invalid-feedback/)
    await expect(form.getByText('Please tick the box to agree before submitting.')).toBeVisible()
    await expect(page).toHaveURL(/\/contact-us$/)
  })

  test('sends the state-law form with the state page it came from', async ({ page, request }) => {
    const email = uniqueEmail('state')
    await page.goto('/stateLaw')
    await settled(page)
    const firstState = page.locator('.state-card').first()
    const href = await firstState.getAttribute('href')
    expect(href).toMatch(/^\/state-law-detail\/\d+$/)
    await page.goto(href!)
    await settled(page)

    const form = page.locator('#consultation')
    await expect(form.getByRole('heading', { name: /^Get .+!$/ })).toBeVisible()
    await form.getByLabel('Name*').fill('Casey Morgan')
    await form.getByLabel('Email*').fill(email)
    await form.getByLabel('Phone*').fill('5559876543')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\/thank-you$/)

    const leads = await leadsFor(request, email)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ name: 'Casey Morgan', source_form: 'state_law' })
  })

  test('shows the consent collapsed with a Read more toggle and links that open a new tab', async ({ page }) => {
    await page.goto('/contact-us')
    await settled(page)
    const form = page.locator('#consultation')
    await expect(form.locator('.consent__text')).toHaveText(/…$/)
    await form.getByRole('button', { name: 'Read more' }).click()
    const privacy = form.getByRole('link', { name: 'Privacy Policy' })
    await expect(privacy).toHaveAttribute('target', '_blank')
    await expect(form.getByRole('button', { name: 'Read less' })).toBeVisible()
  })
})
