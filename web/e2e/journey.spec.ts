import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { adminToken, logInAsAdmin, settled, skipCompensationPopup, uniqueEmail, watchConsole } from './helpers'

/*
 * The whole path of a lead from a Google ad, as the people involved see it:
 * a visitor lands from the ad, moves on through a link and asks for a
 * consultation; the admin sees where the lead came from, finds the visit and
 * the lead in Analytics, marks the lead qualified and downloads the click id
 * in the Google Ads conversion import. Each piece has its own spec
 * (attribution, visits, analytics, conversions); this one checks they meet.
 */

// A person's browser: the visit counter takes HeadlessChrome for a robot.
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

interface ConversionSettings {
  conversion_name: string
  conversion_value: number
  conversion_currency: string
  operator_timezone: string
}

interface ConversionRow {
  landing_page?: string
  source: string
  medium: string
  campaign: string
  views: number
  entries: number
  leads: number
}

async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await adminToken(request)
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: T }).data
}

/** The home page's row of the Landing pages table, as the API counts it now (zeros when none). */
async function homeRow(request: APIRequestContext): Promise<ConversionRow> {
  const analytics = await adminGet<{ landing_pages: ConversionRow[] }>(request, '/api/admin/analytics')
  return (
    analytics.landing_pages.find((r) => r.landing_page === '/') ?? { source: '', medium: '', campaign: '', views: 0, entries: 0, leads: 0 }
  )
}

/** The value cell next to a term of a description list in the region. */
function field(page: Page, region: string, term: string): Locator {
  return page
    .getByRole('region', { name: region })
    .locator('.lead-fields__row')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) }) })
    .locator('dd')
}

/** The numbers of a row of an Analytics table: every cell after the row's header cell. */
async function numbers(row: Locator): Promise<number[]> {
  return (await row.getByRole('cell').allTextContents()).map((text) => Number(text.replace(/,/g, '')))
}

/** A CSV cell as RFC 4180 writes it when it must be quoted. */
function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/** The zone's offset at an instant, written as the export writes it (-0500). */
function offsetIn(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? '')
  expect(match, `offset of ${timeZone}: ${name}`).not.toBeNull()
  return match?.[1] ? `${match[1]}${match[2]}${match[3]}` : '+0000'
}

test.describe('a lead from a Google ad, from the click to the conversion import', () => {
  test('the visitor lands from the ad and asks for a consultation; the admin sees its attribution and analytics, qualifies it and exports its gclid', async ({
    browser,
    baseURL,
    page,
    request,
  }) => {
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
    // Spelled with capitals, as ad tags often are: the lead keeps it so, the
    // analytics count it (and the visit beacon's view) in lower case.
    const campaign = `Journey_${stamp}`
    const campaignKey = campaign.toLowerCase()
    const gclid = `Cj0KCQiA-journey_${stamp.replace('-', '_')}`
    const email = uniqueEmail('journey')
    const landing = `/?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&gclid=${gclid}`
    const settings = await adminGet<ConversionSettings>(request, '/api/admin/settings')
    const homeBefore = await homeRow(request)

    // Another lead from an ad, with its own click id, that nobody qualifies:
    // the export must leave it out.
    const decoyGclid = `${gclid}_decoy`
    const decoy = await request.post('/api/contact', {
      data: {
        first_name: 'Dana',
        last_name: 'Decoy',
        email: uniqueEmail('journey-decoy'),
        phone: `555${Math.floor(1000000 + Math.random() * 8999999)}`,
        zipCode: '78701',
        state: 'TX',
        is_checked: true,
        LeadID: '',
        link: '',
        page_url: `${baseURL}/contact-us`,
        referrer: '',
        website: '',
        attribution: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: `${campaign}-decoy`, gclid: decoyGclid },
      },
    })
    expect(decoy.status()).toBe(201)

    // --- The visitor, in a browser of their own.
    const visitor = await browser.newContext({ baseURL, userAgent: DESKTOP_CHROME, viewport: { width: 1280, height: 900 } })
    try {
      const beacons: Array<Promise<number>> = []
      visitor.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/visits') beacons.push(r.response().then((res) => res?.status() ?? 0))
      })
      const tab = await visitor.newPage()
      const visitorErrors = watchConsole(tab)
      await skipCompensationPopup(tab)

      await tab.goto(landing)
      await settled(tab)
      await expect.poll(() => beacons.length).toBe(1)
      // They move on through a link in the footer...
      await tab.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click()
      await expect(tab).toHaveURL(/\/contact-us$/)
      await expect.poll(() => beacons.length).toBe(2)

      // ...and ask for a consultation.
      const form = tab.locator('#consultation')
      await form.getByLabel('First Name*').fill('Jordan')
      await form.getByLabel('Last Name*').fill('Journey')
      await form.getByLabel('Email*').fill(email)
      await form.getByLabel('Phone*').fill(`555${Math.floor(1000000 + Math.random() * 8999999)}`)
      await form.getByLabel('Zip Code*').fill('78701')
      await form.getByLabel('State').selectOption('Texas (TX)')
      await form.getByRole('checkbox').check()
      await form.getByRole('button', { name: 'Submit' }).click()
      await expect(tab).toHaveURL(/\/thank-you$/)
      // The thank-you page is a public page too: three views, every one taken.
      await expect.poll(() => beacons.length).toBe(3)
      expect(await Promise.all(beacons)).toEqual([204, 204, 204])
      expect(await visitor.cookies()).toEqual([])
      expect(visitorErrors).toEqual([])
    } finally {
      await visitor.close()
    }

    // --- The admin, in another browser.
    const errors = watchConsole(page)
    await logInAsAdmin(page)
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Leads' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()
    await page.getByLabel('Campaign').fill(campaign)
    await expect(page).toHaveURL(new RegExp(`[?&]campaign=${campaign}`))
    const inbox = page.getByRole('table', { name: /Leads, newest first/ })
    // The decoy (another campaign) is not in this campaign's list.
    await expect(inbox.getByRole('row').filter({ hasText: 'Decoy' })).toHaveCount(0)
    const row = inbox.getByRole('row').filter({ hasText: email })
    await expect(row).toHaveCount(1)
    await row.getByRole('link', { name: 'Jordan Journey' }).click()
    await expect(page).toHaveURL(/\/admin\/leads\/\d+$/)
    const leadURL = page.url()

    // Where the lead came from: the ad's landing page (click id left out), UTM and gclid.
    const region = 'Where the visitor came from'
    await expect(field(page, region, 'Landing page')).toHaveText(`/?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`)
    await expect(field(page, region, 'Source')).toHaveText('google')
    await expect(field(page, region, 'Medium')).toHaveText('cpc')
    await expect(field(page, region, 'Campaign')).toHaveText(campaign)
    await expect(field(page, region, 'Google click id (gclid)')).toHaveText(gclid)

    // Analytics: the visit and the lead under the campaign, and under the home page.
    // Views reach the tables within about a second (the collector's flush), and
    // the page keeps its numbers for a minute: the admin reloads until they show.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }).click()
    await expect(page).toHaveURL(/\/admin\/analytics$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
    const sources = page.getByRole('region', { name: 'Sources and campaigns' }).getByRole('table')
    // (Exact cells: the decoy's campaign starts with this one's name.)
    const campaignRow = sources
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'google', exact: true }) })
      .filter({ has: page.getByRole('cell', { name: campaignKey, exact: true }) })
    await expect(async () => {
      await page.reload()
      await expect(campaignRow).toHaveCount(1, { timeout: 2_000 })
      // Medium, campaign | views, visits (entries), leads.
      expect((await campaignRow.getByRole('cell').allTextContents()).slice(0, 2)).toEqual(['cpc', campaignKey])
      expect((await numbers(campaignRow)).slice(2, 5)).toEqual([3, 1, 1])
    }).toPass({ timeout: 15_000 })
    // One lead from one visit.
    await expect(campaignRow.getByRole('cell').last()).toHaveText('100%')
    // The decoy's campaign had a lead and no visit.
    const decoyRow = sources.getByRole('row').filter({ has: page.getByRole('cell', { name: `${campaignKey}-decoy`, exact: true }) })
    await expect(decoyRow).toHaveCount(1)
    expect((await numbers(decoyRow)).slice(2, 5)).toEqual([0, 0, 1])
    await expect(decoyRow.getByRole('cell').last()).toHaveText('—')

    // The home page's row (shared with every other test) counts at least this visit and lead.
    const homeRowInTable = page
      .getByRole('region', { name: 'Landing pages' })
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '/', exact: true }) })
    await expect(homeRowInTable).toHaveCount(1)
    const [views, entries, leads] = await numbers(homeRowInTable)
    expect(views).toBeGreaterThanOrEqual(homeBefore.views + 3)
    expect(entries).toBeGreaterThanOrEqual(homeBefore.entries + 1)
    expect(leads).toBeGreaterThanOrEqual(homeBefore.leads + 1)

    // The admin qualifies the lead.
    await page.goto(leadURL)
    await expect(page.getByRole('heading', { level: 1, name: /Lead #/ })).toBeVisible()
    const history = page.getByRole('list', { name: 'Changes, oldest first' })
    await expect(history.getByRole('listitem')).toHaveCount(1)
    const update = page.getByRole('form', { name: 'Update lead' })
    await update.getByLabel('Status').selectOption('qualified')
    const beforeSave = Date.now()
    await update.getByRole('button', { name: 'Save changes' }).click()
    await expect(history.getByRole('listitem')).toHaveCount(2)
    await expect(history.getByRole('listitem').nth(1)).toContainText('Qualified')
    const afterSave = Date.now()
    // Its time is in the operator's zone (Settings), with the zone's abbreviation.
    const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: settings.operator_timezone, timeZoneName: 'short' })
      .formatToParts(new Date(afterSave))
      .find((p) => p.type === 'timeZoneName')?.value
    const qualifiedStep = history.getByRole('listitem').nth(1).locator('time')
    await expect(qualifiedStep).toHaveAttribute('title', settings.operator_timezone)
    await expect(qualifiedStep).toHaveText(new RegExp(`, \\d{1,2}:\\d{2} [AP]M ${zoneName}$`))

    // ...and downloads the conversions for Google Ads from the inbox.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Leads' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()
    await page.getByRole('button', { name: 'Conversions' }).click()
    const exportForm = page.getByRole('form', { name: 'Google Ads conversions export' })
    // It opens on the operator's last 30 days: today is the operator's today.
    const operatorToday = new Intl.DateTimeFormat('en-CA', { timeZone: settings.operator_timezone }).format(new Date())
    await expect(exportForm.getByLabel('To')).toHaveValue(operatorToday)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportForm.getByRole('button', { name: 'Download conversions CSV' }).click(),
    ])
    const lines = readFileSync(await download.path(), 'utf8').split('\r\n')
    expect(lines[0]).toBe('Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency')
    const rows = lines.filter((line) => line.startsWith(`${gclid},`))
    expect(rows).toHaveLength(1)
    // The lead nobody qualified is not a conversion.
    expect(lines.filter((line) => line.includes(decoyGclid))).toEqual([])

    const prefix = `${gclid},${csvCell(settings.conversion_name)},`
    const suffix = `,${String(settings.conversion_value)},${settings.conversion_currency}`
    expect(rows[0].startsWith(prefix), rows[0]).toBe(true)
    expect(rows[0].endsWith(suffix), rows[0]).toBe(true)
    const time = rows[0].slice(prefix.length, rows[0].length - suffix.length)
    const parts = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})([+-])(\d{2})(\d{2})$/.exec(time)
    expect(parts, `conversion time ${time}`).not.toBeNull()
    const [, day, clock, sign, hours, minutes] = parts ?? []
    const qualifiedAt = new Date(`${day}T${clock}${sign}${hours}:${minutes}`)
    // When the admin saved, to the second, with the operator zone's offset at that moment.
    expect(qualifiedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(beforeSave / 1000) * 1000 - 1000)
    expect(qualifiedAt.getTime()).toBeLessThanOrEqual(afterSave + 1000)
    expect(`${sign}${hours}${minutes}`).toBe(offsetIn(settings.operator_timezone, qualifiedAt))

    expect(errors).toEqual([])
  })
})
