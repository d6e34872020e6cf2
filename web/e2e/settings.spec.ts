import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { adminToken, leadsFor, logInAsAdmin, settled, skipCompensationPopup, uniqueEmail, watchConsole, LONG } from './helpers'

interface Site {
  phone: string
  consent: { version: string; text: string }
}

async function site(request: APIRequestContext): Promise<Site> {
  const response = await request.get('/api/site')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: Site }).data
}

/** The value cell next to a term of the lead page's consent proof. */
function proofField(page: Page, term: string) {
  return page
    .getByRole('region', { name: 'Consent proof' })
    .locator('.lead-fields__row')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd')
}

const newPhone = '1-877-555-0123'
const newWords =
  'E2E wording: by ticking this box I agree that Harbor Injury Line, Alpha Brand and Beta Brand may call, text and e-mail me about my claim, including by automated means. I can revoke this consent at any time by any reasonable means.'

test.describe('operator settings', () => {
  let original: Site | undefined

  // The other specs share this server: put the phone and the consent text
  // back as they were (the old wording is published again, as a version).
  test.afterAll(async ({ request }) => {
    if (!original) return
    const auth = { Authorization: `Bearer ${await adminToken(request)}` }
    const now = await site(request)
    if (now.phone !== original.phone) {
      expect((await request.put('/api/admin/settings', { headers: auth, data: { phone: original.phone } })).status()).toBe(200)
    }
    if (now.consent.version !== original.consent.version) {
      expect((await request.post('/api/admin/consent-texts', { headers: auth, data: { text: original.consent.text } })).status()).toBe(201)
    }
  })

  test(
    'the operator edits the phone and the consent text; the public site shows both at once, old leads keep their words',
    LONG,
    async ({ page, request }) => {
      const errors = watchConsole(page)
      await skipCompensationPopup(page)
      original = await site(request)
      expect(original.phone).not.toBe(newPhone)

      // A visitor's lead from before the change.
      const email = uniqueEmail('settings')
      const before = await request.post('/api/contact', {
        data: {
          first_name: 'Rowan',
          last_name: 'Before',
          email,
          phone: '5554447777',
          zipCode: '73301',
          state: 'TX',
          is_checked: true,
          LeadID: '',
          link: '',
          page_url: 'http://127.0.0.1/contact-us',
          referrer: '',
          website: '',
          consent_version: original.consent.version,
        },
      })
      expect(before.status()).toBe(201)

      // The operator changes the phone number in Settings.
      await logInAsAdmin(page)
      await page.getByRole('link', { name: 'Settings' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
      const phone = page.getByLabel('Phone', { exact: true })
      await expect(phone).toHaveValue(original.phone)
      await phone.fill('call us')
      await page.getByRole('button', { name: 'Save settings' }).click()
      // The server refuses it, under the field.
      await expect(page.getByRole('form', { name: 'Site settings' }).getByText(/Enter a US phone number/)).toBeVisible()
      await expect(phone).toHaveAttribute('aria-invalid', 'true')
      await phone.fill(newPhone)
      await page.getByRole('button', { name: 'Save settings' }).click()
      await expect(page.getByText('Settings saved.')).toBeVisible()

      // ...and publishes a new consent text.
      await page.getByRole('link', { name: 'Consent Text' }).click()
      const editor = page.getByLabel('Consent text', { exact: true })
      await expect(editor).toHaveValue(original.consent.text)
      await editor.fill(newWords)
      await page.getByRole('button', { name: 'Publish new version' }).click()
      const dialog = page.getByRole('dialog', { name: 'Publish new consent text?' })
      await dialog.getByRole('button', { name: 'Publish' }).click()
      await expect(page.getByText('New consent text published.')).toBeVisible()
      const current = page.getByRole('listitem', { name: /\(current\)$/ })
      await expect(current).toHaveCount(1)
      await expect(current).toContainText('0 leads')
      await expect(current).toContainText('admin')
      const previous = page.getByRole('listitem', { name: `Version ${original.consent.version}` }).first()
      await expect(previous).toContainText(/[1-9]\d* leads?/)

      // The public pages show both at once: the server-rendered HTML...
      const html = await (await request.get('/contact-us')).text()
      expect(html).toContain(newPhone)
      expect(html).toContain('E2E wording: by ticking this box')
      expect(html).not.toContain(original.phone)
      // ...and the page a visitor opens.
      const visitor = await page.context().browser()!.newPage()
      await visitor.addInitScript(() => sessionStorage.setItem('claimsite.compensation-popup-shown', '1'))
      await visitor.goto('/contact-us')
      await settled(visitor)
      await expect(visitor.locator('footer').getByRole('link', { name: newPhone })).toBeVisible()
      await expect(
        visitor
          .locator('#consultation')
          .getByText(/E2E wording: by ticking this box/)
          .first(),
      ).toBeVisible()

      // A visitor who sends the form now agrees to the new words.
      const form = visitor.locator('#consultation')
      const afterEmail = uniqueEmail('settings-after')
      await form.getByLabel('First Name*').fill('Sky')
      await form.getByLabel('Last Name*').fill('After')
      await form.getByLabel('Email*').fill(afterEmail)
      await form.getByLabel('Phone*').fill('5554448888')
      await form.getByLabel('Zip Code*').fill('73301')
      await form.getByRole('checkbox').check()
      await form.getByRole('button', { name: 'Submit' }).click()
      await expect(visitor).toHaveURL(/\/thank-you$/)
      await visitor.close()
      const [after] = await leadsFor(request, afterEmail)
      const newVersion = (await site(request)).consent.version
      expect(newVersion).not.toBe(original.consent.version)
      expect(after.consent.text_version).toBe(newVersion)

      // The lead from before keeps the words its visitor agreed to.
      const [lead] = await leadsFor(request, email)
      await page.goto(`/admin/leads/${lead.id}`)
      await expect(proofField(page, 'Consent text version')).toHaveText(original.consent.version)
      await page.getByText('Show the consent text the visitor agreed to').click()
      await expect(proofField(page, 'Consent text').locator('blockquote')).toHaveText(original.consent.text)
      // The one refused save is the only failed request.
      expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([])
    },
  )

  // Saves nothing new: the other specs rate their case-evaluation leads with these rules.
  test('the tier rules: what each part reads, the running total, an unchanged save, and axe finds nothing serious', async ({ page }) => {
    const errors = watchConsole(page)
    await logInAsAdmin(page)
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Tier rules' }).click()
    await expect(page).toHaveURL(/\/admin\/tier-rules$/)
    const liability = page.getByRole('spinbutton', { name: 'Liability' })
    await expect(liability).toHaveAccessibleDescription(/police report/)
    const total = page.getByTestId('weight-total')
    await expect(total).toContainText('Total: 100%')
    const was = await liability.inputValue()
    await liability.fill(String(Number(was) + 5))
    await expect(total).toContainText('Total: 105% (5 over 100)')
    await page.getByRole('button', { name: /^Save as version/ }).click()
    await expect(page.getByText('The weights must add up to 100 (they add up to 105).')).toBeVisible()
    await liability.fill(was)
    await expect(total).toContainText('Total: 100%')
    await page.getByRole('button', { name: /^Save as version/ }).click()
    await expect(page.getByText('The tier rules are unchanged.')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Versions of the tier rules' }).getByText('In force')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })
})
