import { expect, test } from '@playwright/test'
import { settled, watchConsole } from './helpers'

// Headless Chromium hides scrollbars by default, so a dialog that locks
// scrolling by hiding the page's overflow widens the page unseen there; on a
// desktop browser with classic scrollbars the text reflows by the
// scrollbar's width (a layout shift Lighthouse counts). These tests keep the
// scrollbar.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ignoreDefaultArgs: ['--hide-scrollbars'],
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
})

test.describe('dialogs and the page behind them', () => {
  test('the compensation pop-up locks scrolling without moving the page', async ({ page }) => {
    const errors = watchConsole(page)
    await page.goto('/Faqs')
    await settled(page)
    const before = await page.evaluate(() => ({
      scrollbar: window.innerWidth - document.documentElement.clientWidth,
      heading: document.querySelector('h1')?.getBoundingClientRect().left ?? -1,
    }))
    // Without a scrollbar taking room this test would prove nothing.
    expect(before.scrollbar).toBeGreaterThan(0)
    await page.evaluate(() => {
      const w = window as unknown as { __shifts: string[] }
      w.__shifts = []
      new PerformanceObserver((list) => {
        // What moved, so a failure says which element it was.
        for (const entry of list.getEntries()) {
          const shift = entry as unknown as { value: number; sources: { node?: Node }[] }
          const moved = shift.sources.map((source) => (source.node as Element | undefined)?.className ?? '?')
          w.__shifts.push(`${shift.value.toFixed(4)}: ${moved.join(', ')}`)
        }
      }).observe({ type: 'layout-shift' })
    })

    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible({ timeout: 6_000 })
    const during = await page.evaluate(() => ({
      locked: getComputedStyle(document.body).overflow === 'hidden',
      heading: document.querySelector('h1')?.getBoundingClientRect().left ?? -1,
      shifts: (window as unknown as { __shifts: string[] }).__shifts,
    }))
    expect(during.locked).toBe(true)
    expect(during.heading).toBe(before.heading)
    expect(during.shifts).toEqual([])

    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    const after = await page.evaluate(() => ({
      padding: document.body.style.paddingRight,
      heading: document.querySelector('h1')?.getBoundingClientRect().left ?? -1,
      shifts: (window as unknown as { __shifts: string[] }).__shifts,
    }))
    expect(after).toEqual({ padding: '', heading: before.heading, shifts: [] })
    expect(errors).toEqual([])
  })
})
