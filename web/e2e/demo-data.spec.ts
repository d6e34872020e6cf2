import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { e2eAdmin } from './admin'
import { basePort, generousLimits, slot } from './servers'
import { settled } from './helpers'

// What an operator does with `claimsite demo-data` (issue 20): fills an
// empty database with synthetic leads, starts the site on it and looks
// around the inbox. Its own server on its own database, on the fourth port
// of this worker's slot (e2e/servers.ts leaves it free).
const binary = process.env.CLAIMSITE_BIN ?? '../bin/claimsite'
const port = basePort + 4 * slot + 3
const base = `http://127.0.0.1:${port}`
const LEADS = 60

let server: ChildProcess | undefined
let dataDir = ''

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'claimsite-e2e-demo-'))
  const env = {
    ...process.env,
    CLAIMSITE_ADDR: `127.0.0.1:${port}`,
    CLAIMSITE_DATA_DIR: dataDir,
    CLAIMSITE_BCRYPT_COST: '4',
    CLAIMSITE_REQUIRE_MFA: 'false',
    CLAIMSITE_ADMIN_EMAIL: e2eAdmin.email,
    CLAIMSITE_ADMIN_PASSWORD: e2eAdmin.password,
    CLAIMSITE_RATE_LIMITS: generousLimits,
    CLAIMSITE_LOG_LEVEL: 'error',
  }
  const out = execFileSync(binary, ['demo-data', '--leads', String(LEADS), '--days', '30', '--seed', '7'], { env, encoding: 'utf8' })
  expect(out).toContain(`${LEADS}`)
  server = spawn(binary, ['serve'], { env, stdio: 'ignore' })
  await expect(async () => {
    const response = await fetch(`${base}/api/site`)
    expect(response.ok).toBe(true)
  }).toPass({ timeout: 30_000 })
})

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve))
    server.kill()
    await exited
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

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
