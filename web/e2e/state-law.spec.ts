import { expect, test } from '@playwright/test'
import { settled, skipCompensationPopup } from './helpers'

interface StateRef {
  id: number
  name: string
  code: string
}

test.describe('state-law detail page', () => {
  test.beforeEach(async ({ page }) => {
    await skipCompensationPopup(page)
  })

  test('the sidebar search finds states through /api/states/search and opens the one chosen', async ({ page, request }) => {
    const states = ((await (await request.get('/api/states')).json()) as { data: StateRef[] }).data
    const start = states.find((state) => state.name === 'Alabama')!
    await page.goto(`/state-law-detail/${start.id}`)
    await settled(page)
    await expect(page.locator('h1')).toHaveText('Alabama')

    const sidebar = page.getByRole('complementary')
    const search = sidebar.getByRole('search')
    const box = search.getByRole('searchbox', { name: 'Search state laws' })
    const answer = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/states/search' && new URL(response.url()).searchParams.get('query') === 'miss',
    )
    await box.fill('miss')
    const found = ((await (await answer).json()) as { data: StateRef[] }).data
    expect(found.map((state) => state.name).sort()).toEqual(['Mississippi', 'Missouri'])

    const hits = search.getByRole('link')
    await expect(hits).toHaveCount(found.length)
    for (const state of found) {
      await expect(search.getByRole('link', { name: state.name })).toHaveAttribute('href', `/state-law-detail/${state.id}`)
    }
    const missouri = found.find((state) => state.name === 'Missouri')!
    await search.getByRole('link', { name: 'Missouri' }).click()
    await expect(page).toHaveURL(new RegExp(`/state-law-detail/${missouri.id}$`))
    await expect(page.locator('h1')).toHaveText('Missouri')
    await expect(page).toHaveTitle(/Missouri/)

    // A state code works too, and a term nothing matches says so.
    await box.fill('tx')
    await expect(search.getByRole('link')).toHaveText([/Texas/])
    await box.fill('zzz')
    await expect(search.getByText('No state matches “zzz”.')).toBeVisible()
    await expect(search.getByRole('link')).toHaveCount(0)
  })

  test("'Other States Laws' lists five other states, each opening in a new tab", async ({ page, request }) => {
    const states = ((await (await request.get('/api/states')).json()) as { data: StateRef[] }).data
    const current = states[0]
    await page.goto(`/state-law-detail/${current.id}`)
    await settled(page)

    const card = page
      .getByRole('complementary')
      .locator('.sidebar-card')
      .filter({ has: page.getByRole('heading', { name: 'Other States Laws' }) })
    const links = card.getByRole('listitem').getByRole('link')
    await expect(links).toHaveCount(5)
    await expect(links).toHaveText(
      states
        .filter((state) => state.id !== current.id)
        .slice(0, 5)
        .map((state) => new RegExp(state.name)),
    )
    for (const link of await links.all()) await expect(link).toHaveAttribute('target', '_blank')

    const other = states.find((state) => state.id !== current.id)!
    const popupPromise = page.waitForEvent('popup')
    await links.first().click()
    const popup = await popupPromise
    await expect(popup).toHaveURL(new RegExp(`/state-law-detail/${other.id}$`))
    await expect(popup.locator('h1')).toHaveText(other.name)
    await popup.close()
    await expect(page).toHaveURL(new RegExp(`/state-law-detail/${current.id}$`))
  })

  test('the state-law form shows a 422 under its fields with the generic toast, and blocks a bad phone', async ({ page, request }) => {
    let posts = 0
    await page.route('**/api/contact', (route) => {
      posts++
      return route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'The given data was invalid.',
          errors: { name: ['Please give your full name.'], zipCode: ['This ZIP code does not exist.'] },
        }),
      })
    })
    const states = ((await (await request.get('/api/states')).json()) as { data: StateRef[] }).data
    await page.goto(`/state-law-detail/${states[1].id}`)
    await settled(page)
    const form = page.locator('#consultation')
    await form.getByLabel('Name*').fill('Casey')
    await form.getByLabel('Email*').fill('casey@example.com')
    await form.getByLabel('Phone*').fill('55598765')
    await form.getByLabel('ZipCode*').fill('99999')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByLabel('Phone*')).toHaveAccessibleDescription('Phone number must be exactly 10 digits and remove spaces')
    expect(posts).toBe(0)

    await form.getByLabel('Phone*').fill('5559876543')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page.locator('.Toastify__toast').filter({ hasText: 'Some error occurred, Please try again!' })).toBeVisible()
    await expect(form.getByLabel('Name*')).toHaveAccessibleDescription('Please give your full name.')
    await expect(form.getByLabel('ZipCode*')).toHaveAccessibleDescription('This ZIP code does not exist.')
    await expect(form.getByLabel('Name*')).toHaveValue('Casey')
    await expect(form.getByLabel('Phone*')).toHaveValue('5559876543')
    expect(posts).toBe(1)
  })
})
