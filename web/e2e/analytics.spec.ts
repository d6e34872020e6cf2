import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { seriousViolations } from './axe'
import { adminToken, logInAsAdmin, uniqueEmail, watchConsole } from './helpers'

/*
 * The admin Analytics page (issue 12, item 3): a lead created through the
 * API shows in the charts' tables and on the state map, a chart's numbers
 * download as CSV, the range changes, axe finds nothing serious, and
 * Refresh fetches numbers newer than the page's one-minute cache.
 */

interface StateCount {
  state: string
  leads: number
}

async function wyomingLeads(request: APIRequestContext): Promise<number> {
  const token = await adminToken(request)
  const response = await request.get('/api/admin/analytics', { headers: { Authorization: `Bearer ${token}` } })
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { data: { states: StateCount[] } }
  return body.data.states.find((s) => s.state === 'WY')?.leads ?? 0
}

async function postLead(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/contact', {
    data: {
      first_name: 'Casey',
      last_name: 'Analytics',
      email,
      phone: '5550004444',
      zipCode: '82001',
      state: 'WY',
      is_checked: true,
      LeadID: '',
      link: '',
      page_url: 'http://127.0.0.1/contact-us',
      referrer: '',
      website: '',
    },
  })
  expect(response.status()).toBe(201)
}

test.describe('admin analytics', () => {
  test('the admin sees a new lead in the charts and their tables, downloads a CSV, and axe finds nothing serious', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page)
    const before = await wyomingLeads(request)
    await postLead(request, uniqueEmail('analytics'))
    const wyoming = before + 1

    await logInAsAdmin(page)
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }).click()
    await expect(page).toHaveURL(/\/admin\/analytics$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true')

    // Leads per day: today's row counts the new lead (unrouted: the e2e server has no partners).
    const perDay = page.getByRole('region', { name: 'Leads per day' })
    await expect(perDay.locator('.recharts-bar-rectangle').first()).toBeVisible()
    await perDay.getByRole('button', { name: 'Show table of Leads per day' }).click()
    const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date())
    const todayRow = perDay.getByRole('table').getByRole('row', { name: new RegExp(`^${today}`) })
    await expect(todayRow).toBeVisible()
    const [routed, unrouted, , , total] = (await todayRow.getByRole('cell').allTextContents()).map(Number)
    expect(unrouted).toBeGreaterThanOrEqual(1)
    expect(total).toBeGreaterThanOrEqual(routed + unrouted)

    // The map of the United States shades Wyoming; its table says how many.
    const states = page.getByRole('region', { name: 'Leads by state' })
    await expect(states.locator('g[data-state]')).toHaveCount(51)
    await expect(states.locator('g[data-state="WY"]')).toHaveAttribute('data-leads', String(wyoming))
    await expect(states.locator('g[data-state="WY"] path')).not.toHaveAttribute('fill', '#eef1f4')
    await states.getByRole('button', { name: 'Show table of Leads by state' }).click()
    await expect(states.getByRole('table', { name: 'Leads by state' }).getByRole('row', { name: /Wyoming \(WY\)/ })).toContainText(
      String(wyoming),
    )

    // Every chart has a table and a CSV download.
    for (const title of [
      'Landing pages',
      'Sources and campaigns',
      'Deliveries by status',
      'Delivery time',
      'Partner acceptance and returns',
    ]) {
      const card = page.getByRole('region', { name: title })
      await expect(card.getByRole('table')).toHaveCount(1)
      await expect(card.getByRole('button', { name: `Download CSV of ${title}` })).toBeVisible()
    }

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      perDay.getByRole('button', { name: 'Download CSV of Leads per day' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^analytics-leads_per_day-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = readFileSync((await download.path())!, 'utf8').split('\r\n')
    expect(csv[0]).toBe('"Day","Routed","Unrouted","Duplicate","Suppressed","Total"')
    expect(csv.filter((line) => line !== '')).toHaveLength(31)

    const [statesCsv] = await Promise.all([
      page.waitForEvent('download'),
      states.getByRole('button', { name: 'Download CSV of Leads by state' }).click(),
    ])
    const stateLines = readFileSync((await statesCsv.path())!, 'utf8').split('\r\n')
    expect(stateLines[0]).toBe('"State","Leads"')
    expect(stateLines).toContain(`"WY","${wyoming}"`)

    // The case evaluation's section: its funnel by step (a table behind the chart, no CSV yet), and the leads by tier,
    // where the short forms' lead just sent is unrated.
    const evaluation = page.getByRole('region', { name: 'Case evaluation' })
    await expect(evaluation.getByRole('heading', { level: 2, name: 'Case evaluation' })).toBeVisible()
    const funnel = evaluation.getByRole('region', { name: 'Drop-off by step' })
    await expect(funnel.getByRole('table').getByRole('row')).toHaveCount(7)
    await expect(funnel.getByRole('button', { name: /Download CSV/ })).toHaveCount(0)
    const tiers = evaluation.getByRole('region', { name: 'Leads by tier' })
    await expect(tiers.getByRole('table').getByRole('row', { name: /^Unrated \(short forms\) [1-9]/ })).toHaveCount(1)

    expect(await seriousViolations(page)).toEqual([])

    // Another range: the last 90 days, kept in the URL.
    await page.getByRole('button', { name: 'Last 90 days' }).click()
    await expect(page).toHaveURL(/\/admin\/analytics\?range=90$/)
    await expect(perDay.getByRole('table').getByRole('row')).toHaveCount(91)

    // A custom range that ends before it starts is refused under the field.
    await page.getByRole('button', { name: 'Custom' }).click()
    await page.getByLabel('From', { exact: true }).fill('2026-03-10')
    await page.getByLabel('To', { exact: true }).fill('2026-03-01')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('The end date must not be before the start date.')).toBeVisible()
    await page.getByLabel('To', { exact: true }).fill('2026-03-12')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/\?from=2026-03-10&to=2026-03-12$/)
    await expect(perDay.getByRole('table').getByRole('row')).toHaveCount(4)

    expect(errors).toEqual([])
  })

  test('a lead that arrives while the page is open shows after Refresh', async ({ page, request }) => {
    const errors = watchConsole(page)
    await logInAsAdmin(page)
    await page.goto('/admin/analytics')
    const wyoming = page.getByRole('region', { name: 'Leads by state' }).locator('g[data-state="WY"]')
    await expect(wyoming).toHaveAttribute('data-leads', /^\d+$/)
    const before = Number(await wyoming.getAttribute('data-leads'))
    await expect(page.getByText(/^Updated \d{1,2}:\d{2} [AP]M \S+$/)).toBeVisible()

    await postLead(request, uniqueEmail('analytics-refresh'))
    // The page keeps its answer for a minute: the new lead is not there until Refresh.
    await expect(wyoming).toHaveAttribute('data-leads', String(before))
    await page.getByRole('button', { name: 'Refresh' }).click()
    await expect.poll(async () => Number(await wyoming.getAttribute('data-leads'))).toBeGreaterThan(before)
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled()
    await expect(page.getByRole('status').filter({ hasText: /^Analytics refreshed, updated / })).toHaveCount(1)

    expect(errors).toEqual([])
  })
})
