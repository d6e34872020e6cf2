import { chromium } from 'playwright-core'
const base = process.env.BASE
const res = await fetch(base + '/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base }, body: JSON.stringify({ email: 'shots@example.com', password: 'shots-password-123456' }) })
const { access_token } = await res.json()
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
await page.goto(base + '/login')
await page.evaluate((t) => localStorage.setItem('claimsite.session', JSON.stringify({ access_token: t })), access_token)
for (const [name, path, scroll] of [['dashboard', '/admin', 0], ['analytics', '/admin/analytics', 0], ['analytics2', '/admin/analytics', 1400], ['analytics3', '/admin/analytics', 2600], ['statelaw', '/admin/state-law', 0]]) {
  await page.goto(base + path)
  await page.waitForTimeout(2500)
  if (scroll) await page.evaluate((y) => window.scrollTo(0, y), scroll)
  await page.waitForTimeout(500)
  await page.screenshot({ path: `/tmp/shots/${name}.png` })
}
await page.goto(base + '/admin/state-law')
await page.waitForTimeout(2000)
await page.getByRole('button', { name: /^Edit / }).first().click()
await page.waitForTimeout(1500)
await page.getByRole('group', { name: /facts/ }).scrollIntoViewIfNeeded()
await page.screenshot({ path: '/tmp/shots/statefacts.png' })
await browser.close()
