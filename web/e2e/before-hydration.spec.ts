import { expect, test, type Page } from '@playwright/test'
import { skipCompensationPopup } from './helpers'

// A server-rendered page shows before its JavaScript has run (decision 017):
// a visitor may type into its search box before the app has taken the page
// over. No change event reaches the app then, so the box takes up what it
// already holds once the app runs (useTypedBeforeHydration).

/** Holds the app's scripts back until release is called. */
async function holdScripts(page: Page): Promise<{ held: string[]; release: () => void }> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const held: string[] = []
  await page.route('**/assets/*.js', async (route) => {
    held.push(new URL(route.request().url()).pathname)
    await released
    await route.continue()
  })
  return { held, release }
}

interface StateRef {
  id: number
  name: string
}

test('text typed into a search box before the app runs is searched for once it does', async ({ page, request }) => {
  await skipCompensationPopup(page)
  const states = ((await (await request.get('/api/states')).json()) as { data: StateRef[] }).data
  const alabama = states.find((state) => state.name === 'Alabama')!
  const expected = ((await (await request.get('/api/states/search?query=miss')).json()) as { data: StateRef[] }).data
  expect(expected.map((state) => state.name).sort()).toEqual(['Mississippi', 'Missouri'])

  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  const searched: string[] = []
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (url.pathname === '/api/states/search') searched.push(url.searchParams.get('query') ?? '')
  })

  // The app's scripts are held back until the visitor has typed.
  const { held, release } = await holdScripts(page)

  await page.goto(`/state-law-detail/${alabama.id}`, { waitUntil: 'commit' })
  const search = page.getByRole('complementary').getByRole('search')
  const box = search.getByRole('searchbox', { name: 'Search state laws' })
  await expect(page.locator('h1')).toHaveText('Alabama')
  await box.pressSequentially('miss')
  await expect(box).toHaveValue('miss')
  // Typed into the server's HTML: the app has not run and nothing was searched.
  expect(held.length).toBeGreaterThan(0)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  await expect(search.getByRole('link')).toHaveCount(0)
  expect(searched).toEqual([])

  release()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  // The box keeps the text, and the app searched for it.
  await expect(box).toHaveValue('miss')
  await expect(search.getByRole('link')).toHaveText(expected.map((state) => new RegExp(state.name)))
  for (const state of expected) {
    await expect(search.getByRole('link', { name: state.name })).toHaveAttribute('href', `/state-law-detail/${state.id}`)
  }
  expect(searched).toEqual(['miss'])
  expect(problems).toEqual([])
})

test('the partner list filters by what was typed before the app ran', async ({ page }) => {
  await skipCompensationPopup(page)
  const { held, release } = await holdScripts(page)
  await page.goto('/marketing-partner', { waitUntil: 'commit' })
  const box = page.getByRole('searchbox', { name: 'Search partners' })
  const status = page.getByRole('status').filter({ hasText: 'partners' })
  await expect(status).toHaveText(/^\d+ partners listed\.$/)
  const total = Number((await status.textContent())!.match(/\d+/)![0])
  await box.pressSequentially('zzq')
  expect(held.length).toBeGreaterThan(0)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)

  release()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(box).toHaveValue('zzq')
  await expect(status).toHaveText(`Showing 0 of ${total} partners.`)
  await expect(page.getByText('No partners match “zzq”.')).toBeVisible()
})
