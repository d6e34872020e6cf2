import { expect, test } from '@playwright/test'
import { e2eAdmin } from './admin'
import { settled } from './helpers'
import { OwnServer } from './own-server'

// What an operator does with `claimsite demo-data` (issue 20): fills an
// empty database with synthetic leads, starts the site on it and looks
// around the inbox. Its own server on its own database (OwnServer).
const LEADS = 60
const own = new OwnServer('demo', { CLAIMSITE_REQUIRE_MFA: 'false' })
const base = own.base

test.beforeAll(async () => {
  own.prepare()
  const out = own.run(['demo-data', '--leads', String(LEADS), '--days', '30', '--seed', '7'])
  expect(out).toContain(`${LEADS}`)
  await own.start()
})

test.afterAll(() => own.stop())

test('the inbox shows demo leads as such, pages on from its cursor and finds one by name', async ({ page }) => {
  await page.goto(`${base}/login`)
  await settled(page)
  await page.getByLabel('Email', { exact: true }).fill(e2eAdmin.email)
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(/\/admin/)
  await page.goto(`${base}/admin/leads`)
  await settled(page)

  const rows = page.locator('table tbody tr')
  await expect(page.getByText(`${LEADS} leads, newest first`)).toBeVisible()
  const firstPage = await rows.allInnerTexts()
  expect(firstPage.length).toBeGreaterThan(0)
  expect(firstPage.length).toBeLessThan(LEADS)
  // Every lead demo-data made says so, in words.
  await expect(rows.filter({ has: page.getByText('Demo', { exact: true }) })).toHaveCount(firstPage.length)

  // Next follows the server's cursor: page 2 continues where page 1 ended.
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/[?&]before=/)
  await expect(rows.first()).not.toHaveText(firstPage[0])
  // The old rows stay on screen until the next page arrives: poll, do not read once.
  await expect.poll(async () => (await rows.allInnerTexts()).filter((row) => firstPage.includes(row))).toEqual([])

  // A lead found by its last name, through the search index.
  const lastName = (await rows.first().getByRole('link').innerText()).trim().split(/\s+/).pop() ?? ''
  expect(lastName.length).toBeGreaterThan(2)
  await page.getByLabel('Search').fill(lastName)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${lastName}`))
  await expect(rows.first()).toContainText(lastName)
})
