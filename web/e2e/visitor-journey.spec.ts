import { expect, test, type Locator, type Page } from '@playwright/test'
import { leadsFor, settled, skipCompensationPopup, uniqueEmail, watchConsole } from './helpers'

const PHONE_MESSAGE = 'Phone number must be exactly 10 digits and remove spaces'
const SUCCESS_TOAST = 'Form submitted successfully Thank you for your inquiry !'
const GENERIC_ERROR = 'Some error occurred, Please try again!'

/** Counts the leads the page sends (POST /api/contact), whatever answers them. */
function countLeadPosts(page: Page): () => number {
  let count = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.replace(/\/$/, '') === '/api/contact') count++
  })
  return () => count
}

type Typed = Record<string, string>

/** Fills a consultation form validly; returns what was typed, by label. */
async function fillConsultation(form: Locator, email: string): Promise<Typed> {
  const typed: Typed = {
    'First Name*': 'Avery',
    'Last Name*': 'Quinn',
    'Email*': email,
    'Phone*': '5557654321',
    'Zip Code*': '30301',
  }
  for (const [label, value] of Object.entries(typed)) await form.getByLabel(label).fill(value)
  await form.getByLabel('State').selectOption('Georgia (GA)')
  await form.getByRole('checkbox').check()
  return { ...typed, State: 'Georgia (GA)' }
}

async function expectKept(form: Locator, typed: Typed): Promise<void> {
  for (const [label, value] of Object.entries(typed)) await expect(form.getByLabel(label)).toHaveValue(value)
  await expect(form.getByRole('checkbox')).toBeChecked()
}

/** The wrapper of one labelled field: its input, hint and error. */
function fieldOf(form: Locator, label: string): Locator {
  return form.locator('.form-field').filter({ has: form.page().getByText(label, { exact: true }) })
}

test.describe('visitor journey', () => {
  test('opens the consultation modal from the home page, fixes a validation error, and the lead is stored', async ({ page, request }) => {
    const errors = watchConsole(page)
    const leadPosts = countLeadPosts(page)
    const email = uniqueEmail('journey')
    await page.goto('/')
    await settled(page)

    await page.getByRole('banner').getByRole('button', { name: 'Free Consultation' }).click()
    const dialog = page.getByRole('dialog', { name: /^Get .+!$/ })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Get a Free Consultation' })).toBeVisible()

    await dialog.getByLabel('First Name*').fill('Jordan')
    await dialog.getByLabel('Last Name*').fill('Rivera')
    await dialog.getByLabel('Email*').fill(email)
    await dialog.getByLabel('Phone*').fill('555123456')
    await dialog.getByLabel('Zip Code*').fill('73301')
    await dialog.getByLabel('State').selectOption('Texas (TX)')
    await dialog.getByRole('checkbox').check()

    // First try: a 9-digit phone. The browser says so under the field and sends nothing.
    await dialog.getByRole('button', { name: 'Submit' }).click()
    const phone = dialog.getByLabel('Phone*')
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(phone).toHaveAccessibleDescription(PHONE_MESSAGE)
    await expect(dialog.locator('.invalid-feedback')).toHaveText([PHONE_MESSAGE])
    await expect(phone).toBeFocused()
    await expect(page).toHaveURL(/\/$/)
    expect(leadPosts()).toBe(0)

    // Fixed: the error goes and the lead is sent, once, despite a double click.
    await phone.fill('5551234567')
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.locator('.invalid-feedback')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Submit' }).dblclick()

    await expect(page).toHaveURL(/\/thank-you$/)
    await expect(page.getByText(SUCCESS_TOAST)).toBeVisible()
    await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible()
    expect(leadPosts()).toBe(1)

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
    expect(new URL(leads[0].consent.page_url).pathname).toBe('/')
    expect(errors).toEqual([])
  })

  test("shows the server's 422 field errors under their fields and keeps what was typed", async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'The given data was invalid.',
          errors: {
            email: ['This e-mail address cannot receive mail.'],
            zipCode: ['This ZIP code does not exist.'],
          },
        }),
      }),
    )
    await page.goto('/')
    await settled(page)
    await page.getByRole('banner').getByRole('button', { name: 'Free Consultation' }).click()
    const dialog = page.getByRole('dialog', { name: /^Get .+!$/ })
    const typed = await fillConsultation(dialog, 'nobody@invalid.example')
    await dialog.getByRole('button', { name: 'Submit' }).click()

    await expect(dialog.getByLabel('Email*')).toHaveAccessibleDescription('This e-mail address cannot receive mail.')
    await expect(dialog.getByLabel('Email*')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByLabel('Zip Code*')).toHaveAccessibleDescription('This ZIP code does not exist.')
    await expect(dialog.getByLabel('Zip Code*')).toHaveAttribute('aria-invalid', 'true')
    await expect(fieldOf(dialog, 'Email*').locator('.invalid-feedback')).toHaveText('This e-mail address cannot receive mail.')
    await expect(fieldOf(dialog, 'Zip Code*').locator('.invalid-feedback')).toHaveText('This ZIP code does not exist.')
    await expect(dialog.locator('.invalid-feedback')).toHaveCount(2)
    await expectKept(dialog, typed)
    await expect(page).toHaveURL(/\/$/)
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled()
  })

  test('toasts the generic error on a server failure and keeps what was typed', async ({ page }) => {
    await skipCompensationPopup(page)
    let posts = 0
    await page.route('**/api/contact', (route) => {
      posts++
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal Server Error' }) })
    })
    await page.goto('/contact-us')
    await settled(page)
    const form = page.locator('#consultation')
    const typed = await fillConsultation(form, uniqueEmail('failure'))
    await form.getByRole('button', { name: 'Submit' }).click()

    await expect(page.locator('.Toastify__toast').filter({ hasText: GENERIC_ERROR })).toBeVisible()
    // Styled: its stylesheet comes with the toast chunk, not with the page.
    await expect(page.locator('.Toastify__toast-container')).toHaveCSS('position', 'fixed')
    await expect(form.getByRole('alert')).toHaveText(GENERIC_ERROR)
    await expectKept(form, typed)
    await expect(page).toHaveURL(/\/contact-us$/)
    expect(posts).toBe(1)
    // The visitor can simply try again.
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect.poll(() => posts).toBe(2)
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
    await skipCompensationPopup(page)
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
