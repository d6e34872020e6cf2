import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { adminToken, leadsFor, settled, uniqueEmail, watchConsole } from './helpers'

const SESSION_KEY = 'claimsite.session'

/**
 * Signs the browser in as the e2e admin by storing a session token, the way
 * the login form does (the app keeps only {access_token} in localStorage).
 */
async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<void> {
  const token = await adminToken(request)
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify({ access_token: token })] as const)
}

/**
 * A second lead, posted straight to the API, for the deletion; gives its
 * reference. Its LeadiD token is in the LeadiD format, its certificate is
 * on a host that is not TrustedForm's: optional mode keeps both, each with
 * its state.
 */
async function postLead(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/contact', {
    data: {
      first_name: 'Dana',
      last_name: 'Erase',
      email,
      phone: '5550001111',
      zipCode: '10001',
      state: 'NY',
      is_checked: true,
      LeadID: 'A1B2C3D4-0000-4000-8000-00000000E2E0',
      link: 'https://cert.example.com/0123456789abcdef0123456789abcdef01234567',
      page_url: 'http://127.0.0.1/contact-us',
      referrer: '',
      website: '',
    },
  })
  expect(response.status()).toBe(201)
  // The answer names the lead by a random reference, never by its row id.
  const body = (await response.json()) as { data: Record<string, unknown> }
  expect(Object.keys(body.data)).toEqual(['reference'])
  expect(body.data.reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/)
  return body.data.reference as string
}

/** The value cell next to a term of a description list in the region. */
function field(page: Page, region: string, term: string) {
  return page
    .getByRole('region', { name: region })
    .locator('.lead-fields__row')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd')
}

test.describe('admin leads inbox', () => {
  test('finds a visitor lead, checks its consent proof, follows it up, exports it and erases another', async ({ page, request }) => {
    const errors = watchConsole(page)
    const email = uniqueEmail('inbox')
    const doomedEmail = uniqueEmail('erase')

    // A visitor asks for a consultation on the public site.
    await page.goto('/contact-us')
    await settled(page)
    const form = page.locator('#consultation')
    await form.getByLabel('First Name*').fill('Avery')
    await form.getByLabel('Last Name*').fill('Quinn')
    await form.getByLabel('Email*').fill(email)
    await form.getByLabel('Phone*').fill('5552223333')
    await form.getByLabel('Zip Code*').fill('94105')
    await form.getByLabel('State').selectOption('California (CA)')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\/thank-you$/)
    const doomedReference = await postLead(request, doomedEmail)

    // The admin finds it by e-mail.
    await signInAsAdmin(page, request)
    await page.goto('/admin/leads')
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()
    await page.getByLabel('Search').fill(email)
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email).replace(/[.]/g, '\\.')}`))
    const table = page.getByRole('table', { name: /Leads, newest first/ })
    await expect(table.getByRole('row')).toHaveCount(2)
    const row = table.getByRole('row').nth(1)
    await expect(row).toContainText(email)
    await expect(row).toContainText('(555) 222-3333')
    await expect(row).toContainText('CA')
    await expect(row).toContainText('94105')
    await expect(row.locator('.lead-status')).toHaveText('New')

    // Its detail page shows the consent proof.
    await row.getByRole('link', { name: 'Avery Quinn' }).click()
    await expect(page).toHaveURL(/\/admin\/leads\/\d+$/)
    const leadUrl = page.url()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Avery Quinn')
    await expect(field(page, 'Details', 'Reference')).toHaveText(/^[0-9A-HJKMNP-TV-Z]{12}$/)
    await expect(field(page, 'Details', 'E-mail').getByRole('link')).toHaveAttribute('href', `mailto:${email}`)
    await expect(field(page, 'Details', 'State')).toHaveText('California (CA)')
    await expect(field(page, 'Consent proof', 'Consent given')).toHaveText('Yes')
    await expect(field(page, 'Consent proof', 'Consent text version')).toHaveText(/^\S+$/)
    await page.getByText('Show the consent text the visitor agreed to').click()
    await expect(field(page, 'Consent proof', 'Consent text').locator('blockquote')).toContainText(/consent/i)
    await expect(field(page, 'Consent proof', 'IP address')).toHaveText(/\d+\.\d+\.\d+\.\d+|:/)
    await expect(field(page, 'Consent proof', 'User agent')).toContainText('Mozilla/5.0')
    await expect(field(page, 'Consent proof', 'Page URL')).toContainText('/contact-us')
    await expect(field(page, 'Consent proof', 'Consented at').locator('time')).toHaveAttribute('datetime', /^\d{4}-/)
    // No verification scripts run in these tests: each proof is absent, and says so.
    await expect(field(page, 'Consent proof', 'LeadiD token')).toHaveText('Absent')
    await expect(field(page, 'Consent proof', 'TrustedForm certificate')).toHaveText('Absent')
    await expect(field(page, 'Details', 'Proof')).toHaveText(/LeadiD: Absent\s*TrustedForm: Absent/)

    // Follow-up: status and a note, saved and still there after a reload.
    await page.getByLabel('Status').selectOption('contacted')
    await page.getByLabel('Notes').fill('Called, left a voicemail.')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Lead updated')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Status')).toHaveValue('contacted')
    await expect(page.getByLabel('Notes')).toHaveValue('Called, left a voicemail.')
    await expect(page.locator('.leads-page__summary .lead-status')).toHaveText('Contacted')

    // The list filtered by status shows it.
    // 'Back to leads' returns to the list as it was left: still searching for the e-mail.
    await page.getByRole('link', { name: '← Back to leads' }).click()
    await expect(page).toHaveURL(/\/admin\/leads\?q=/)
    await expect(page.getByLabel('Search')).toHaveValue(email)
    await page.getByLabel('Status').selectOption('contacted')
    await expect(page).toHaveURL(/[?&]status=contacted/)
    await expect(table.getByRole('row')).toHaveCount(2)
    await expect(table.getByRole('row').nth(1)).toContainText(email)
    await expect(table.getByRole('row').nth(1).locator('.lead-status')).toHaveText('Contacted')

    // The filtered view survives a reload (it lives in the URL).
    await page.reload()
    await expect(page.getByLabel('Status')).toHaveValue('contacted')
    await expect(page.getByLabel('Search')).toHaveValue(email)
    await expect(table.getByRole('row').nth(1)).toContainText(email)

    // CSV export of the filtered list.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = readFileSync((await download.path())!, 'utf8')
    expect(csv.split('\n')[0]).toContain('email')
    expect(csv.split('\n')[0]).toContain('"leadid_state","trustedform_state"')
    expect(csv).toContain(email)
    expect(csv).toContain('contacted')
    expect(csv).toContain('Called, left a voicemail.')
    expect(csv).not.toContain(doomedEmail)

    // Erase the other lead, through the confirmation dialog.
    await page.getByRole('button', { name: 'Clear filters' }).first().click()
    await expect(page).toHaveURL(/\/admin\/leads$/)
    // Found by the reference the visitor was given.
    await page.getByLabel('Search').fill(doomedReference)
    // The search is in the URL (the lead page's way back keeps it) before the lead is opened.
    await expect(page).toHaveURL(/\/admin\/leads\?q=/)
    await expect(table.getByRole('row')).toHaveCount(2)
    await expect(table.getByRole('row').nth(1)).toContainText(doomedReference)
    await expect(table.getByRole('row').nth(1)).toContainText('LeadiD: Valid')
    await expect(table.getByRole('row').nth(1)).toContainText('TrustedForm: Malformed')
    await table.getByRole('link', { name: 'Dana Erase' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Dana Erase')
    // Each proof with its own state; a certificate of another host is shown, never linked.
    await expect(field(page, 'Consent proof', 'LeadiD token')).toContainText('Valid')
    await expect(field(page, 'Consent proof', 'TrustedForm certificate')).toContainText('Malformed')
    await expect(field(page, 'Consent proof', 'TrustedForm certificate')).toContainText('https://cert.example.com/')
    await expect(field(page, 'Consent proof', 'TrustedForm certificate').getByRole('link')).toHaveCount(0)
    await page.getByRole('button', { name: 'Delete lead' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete lead' })
    await expect(dialog).toContainText('Delete this lead? This erases it and its consent record.')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    expect(await leadsFor(request, doomedEmail)).toHaveLength(1)

    await page.getByRole('button', { name: 'Delete lead' }).click()
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(page.getByText('Lead deleted')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/leads\?q=/)
    await expect(page.getByText('No leads match these filters.')).toBeVisible()
    expect(await leadsFor(request, doomedEmail)).toHaveLength(0)
    expect(await leadsFor(request, email)).toHaveLength(1)

    // The first lead is still there; a deleted one is a clear not-found.
    await page.goto(leadUrl)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Avery Quinn')
    await page.goto('/admin/leads/999999999')
    await expect(page.getByRole('heading', { level: 1, name: 'Lead not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to leads' }).last()).toHaveAttribute('href', '/admin/leads')

    // A 404 for the not-found lead is expected in the console; nothing else.
    expect(errors.filter((text) => !/status of 404/.test(text))).toEqual([])
  })

  test('a case-evaluation lead: its tier in the inbox and under the tier filter, its answers, deadline and reasons on its screen', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('evaluation')
    // An accident 30 days ago in Texas (two years to file): the deadline is open.
    const accident = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)
    const response = await request.post('/api/case-evaluations', {
      data: {
        service_id: 1,
        accident_date: accident,
        state: 'TX',
        zip_code: '73301',
        injured: true,
        treatment: 'hospital',
        still_treating: true,
        fault: 'other',
        police_report: 'yes',
        vehicles: ['commercial'],
        represented: false,
        settled: false,
        first_name: 'Eva',
        last_name: 'Luation',
        email,
        phone: '2145550187',
        language: 'es',
        description: '',
        is_checked: true,
        page_url: 'http://127.0.0.1/case-evaluation',
        referrer: '',
        website: '',
      },
    })
    expect(response.status()).toBe(201)

    await page.goto('/thank-you')
    await signInAsAdmin(page, request)
    await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`)
    const table = page.getByRole('table', { name: /Leads, newest first/ })
    await expect(table.getByRole('row')).toHaveCount(2)
    const badge = table.getByRole('row').nth(1).locator('.tier-badge')
    await expect(badge).toHaveText(/^Tier [ABCD]$/)
    const tier = (await badge.innerText()).slice(-1)

    // The tier filter keeps it, another tier does not; both in the URL.
    await page.getByLabel('Tier').selectOption(tier)
    await expect(page).toHaveURL(new RegExp(`[?&]tier=${tier}`))
    await expect(table.getByRole('row')).toHaveCount(2)
    await page.getByLabel('Tier').selectOption('unrated')
    await expect(page).toHaveURL(/[?&]tier=unrated/)
    await expect(page.getByText('No leads match these filters.')).toBeVisible()
    await page.getByLabel('Tier').selectOption(tier)
    await table.getByRole('link', { name: 'Eva Luation' }).click()

    const evaluation = page.getByRole('region', { name: 'Case evaluation' })
    await expect(evaluation).toBeVisible()
    await expect(page.locator('.leads-page__summary .tier-badge')).toHaveText(`Tier ${tier}`)
    await expect(evaluation.getByTestId('lead-eval-tier')).toContainText(/Score \d+ \/ 100/)
    await expect(field(page, 'Case evaluation', 'Treatment so far')).toHaveText('A hospital stay')
    await expect(field(page, 'Case evaluation', 'At fault')).toHaveText('The other party')
    await expect(field(page, 'Case evaluation', 'Vehicles involved')).toHaveText('A commercial truck or company vehicle')
    await expect(evaluation.getByTestId('lead-deadline')).toContainText('Open')
    await expect(evaluation.getByTestId('lead-deadline')).toContainText(/\d+ days left/)
    await expect(evaluation.getByRole('list', { name: 'Reasons' })).toContainText('treated in hospital')
    await expect(field(page, 'Details', 'Contact in')).toContainText('Spanish')
    await expect(field(page, 'Details', 'Form')).toHaveText('Case evaluation')
    expect(await seriousViolations(page, '.leads-page')).toEqual([])
  })

  test('is keyboard usable and has no serious accessibility violations', async ({ page, request }) => {
    const email = uniqueEmail('a11y')
    await postLead(request, email)
    await page.goto('/thank-you')
    await signInAsAdmin(page, request)
    await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`)
    const table = page.getByRole('table', { name: /Leads, newest first/ })
    await expect(table.getByRole('row')).toHaveCount(2)
    expect(await seriousViolations(page, '.leads-page')).toEqual([])

    // The row's link is reachable and opens the lead with Enter.
    const link = table.getByRole('link', { name: 'Dana Erase' })
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('region', { name: 'Consent proof' })).toBeVisible()
    expect(await seriousViolations(page, '.leads-page')).toEqual([])

    // The delete dialog closes with Escape and gives focus back.
    await page.getByRole('button', { name: 'Delete lead' }).click()
    await expect(page.getByRole('dialog', { name: 'Delete lead' })).toBeVisible()
    expect(await seriousViolations(page, '.site-modal')).toEqual([])
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Delete lead' })).toBeFocused()
  })
})
