import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { e2eAdmin } from './admin'
import { settled, skipCompensationPopup, watchConsole } from './helpers'
import { OwnServer } from './own-server'

// An experiment of the home headline (issue 24), on a server of its own so
// no other spec sees its variant: the admin makes and starts it in the
// admin area; a visitor assigned the challenger gets it in the server's
// HTML and never sees the control, and the headline never moves (the
// page's own shifts on a desktop, of the form card as its styles settle,
// come and go alike with and without an experiment); the admin ships
// it and every visitor then gets it from the site's setting.
const own = new OwnServer('experiments', { CLAIMSITE_REQUIRE_MFA: 'false' })
const base = own.base
const control = 'Hurt in an accident? Get the compensation you deserve.'
const challenger = 'Injured? See what your claim is worth.'

test.beforeAll(async () => {
  own.prepare()
  await own.start()
})

test.afterAll(() => own.stop())

async function logIn(page: Page): Promise<void> {
  await page.goto(`${base}/login`)
  await settled(page)
  await page.getByLabel('Email', { exact: true }).fill(e2eAdmin.email)
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

/** A desktop browser's user agent that the server assigns the challenger today (50/50: a few tries). */
async function challengerAgent(): Promise<string> {
  for (let n = 0; n < 60; n++) {
    const ua = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Safari/537.36`
    const response = await fetch(`${base}/api/experiments/assignments`, { headers: { 'User-Agent': ua } })
    const { data } = (await response.json()) as { data: { assignments: { target: string; variant: string }[] } }
    if (data.assignments.some((a) => a.target === 'hero_headline' && a.variant === 'b')) return ua
  }
  throw new Error('no user agent of 60 was assigned the challenger')
}

test('the admin starts a headline experiment, a visitor sees the challenger without a flash of the control, and the admin ships it', async ({
  page,
  browser,
}) => {
  const errors = watchConsole(page)
  await logIn(page)
  await page.getByRole('link', { name: 'Experiments' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Experiments' })).toBeVisible()
  await page
    .getByRole('link', { name: 'New experiment' })
    .or(page.getByRole('button', { name: 'New experiment' }))
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'New experiment' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Experiment name' }).fill('Home headline: the claim’s worth')
  await page.getByRole('textbox', { name: 'Hypothesis (optional)' }).fill('Naming what a claim is worth brings more requests.')
  await expect(page.getByRole('combobox', { name: 'Target' })).toHaveValue('hero_headline')
  const controlGroup = page.getByRole('group', { name: /^Control/ })
  await expect(controlGroup.getByRole('textbox', { name: 'Headline' })).toHaveValue(control)
  const challengerGroup = page.getByRole('group', { name: 'Challenger B' })
  await challengerGroup.getByRole('textbox', { name: 'Variant name' }).fill('Worth')
  await challengerGroup.getByRole('textbox', { name: 'Headline' }).fill(challenger)
  expect(await seriousViolations(page, 'main')).toEqual([])
  await page.getByRole('button', { name: 'Save experiment' }).click()

  // The draft's page: nothing runs yet; starting locks it.
  await expect(page.getByRole('heading', { level: 1, name: 'Home headline: the claim’s worth' })).toBeVisible()
  await page.getByRole('button', { name: 'Start experiment' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Start now' }).click()
  await expect(page.getByText('Status: Running')).toBeVisible()

  // A visitor the server assigns the challenger, in a browser of their own.
  const ua = await challengerAgent()
  const visitor = await browser.newContext({ userAgent: ua })
  const home = await visitor.newPage()
  await skipCompensationPopup(home)
  await home.addInitScript(() => {
    const w = window as unknown as { headlines: string[]; shift: number }
    w.headlines = []
    w.shift = 0
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }
      for (const entry of list.getEntries() as Shift[]) {
        // Shifts that move the hero's text: the experiment's own part of the page.
        const hero = entry.sources.some((source) => source.node instanceof Element && source.node.closest('.hero__title, .hero__lead'))
        if (!entry.hadRecentInput && hero) w.shift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
    // Every text the headline ever has, from the first parse on.
    new MutationObserver(() => {
      const h1 = document.querySelector('h1.hero__title')
      if (h1 && h1.textContent !== w.headlines.at(-1)) w.headlines.push(h1.textContent ?? '')
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  const response = await home.goto(`${base}/`)
  const html = await response!.text()
  // The page as rendered (the data block after it holds the setting too).
  const rendered = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'))
  expect(rendered).toContain(`<h1 class="hero__title">${challenger}</h1>`)
  expect(rendered).not.toContain(control)
  await settled(home)
  await expect(home.getByRole('heading', { level: 1 })).toHaveText(challenger)
  await home.waitForTimeout(500)
  const seen = await home.evaluate(() => {
    const w = window as unknown as { headlines: string[]; shift: number }
    return { headlines: w.headlines, shift: w.shift }
  })
  expect(seen.headlines).toEqual([challenger])
  expect(seen.shift).toBe(0)
  await visitor.close()

  // The admin ships the challenger: it is the site's headline for everyone.
  await page.getByRole('button', { name: 'Ship variant' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('radio', { name: /^Worth/ }).check()
  await expect(dialog).toContainText(challenger)
  await dialog.getByRole('button', { name: 'Ship it' }).click()
  await expect(page.getByText('Status: Shipped')).toBeVisible()

  const anyone = await browser.newContext()
  const after = await anyone.newPage()
  await skipCompensationPopup(after)
  await after.goto(`${base}/`)
  await settled(after)
  await expect(after.getByRole('heading', { level: 1 })).toHaveText(challenger)
  await anyone.close()
  expect(errors).toEqual([])
})
