import { expect, test } from '@playwright/test'
import { adminToken, logInAsAdmin, settled, watchConsole, LONG } from './helpers'

/** A valid 1x1 PNG. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

test.describe('admin area', () => {
  test('anonymous visitors are sent to /login', async ({ page }) => {
    await page.goto('/admin/services')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
  })

  test('an admin signs in, sees live counts, and adds, edits and deletes a service', LONG, async ({ page, request }) => {
    const errors = watchConsole(page)
    await logInAsAdmin(page)

    // Dashboard: greeting with the admin's name and counts from /api/admin/stats.
    const token = await adminToken(request)
    const headers = { Authorization: `Bearer ${token}` }
    const profile = (await (await request.get('/api/auth/profile', { headers })).json()) as {
      data: { first_name: string; last_name: string }
    }
    const stats = (await (await request.get('/api/admin/stats', { headers })).json()) as { data: Record<string, number> }
    await expect(page.getByRole('heading', { name: `Welcome, ${profile.data.first_name} ${profile.data.last_name}` })).toBeVisible()
    const fmt = (n: number) => n.toLocaleString('en-US')
    await expect(page.getByTestId('tile-services')).toContainText(fmt(stats.data.services))
    await expect(page.getByTestId('tile-state_laws')).toContainText(fmt(stats.data.state_laws))
    await expect(page.getByTestId('tile-blogs')).toContainText(fmt(stats.data.blogs))
    await expect(page.getByTestId('tile-questions')).toContainText(fmt(stats.data.questions))
    await expect(page.getByTestId('stat-leads_total')).toContainText(fmt(stats.data.leads_total))
    await expect(page.getByTestId('stat-leads_new')).toContainText(fmt(stats.data.leads_new))
    expect(stats.data.state_laws).toBe(51)

    // Services table.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/admin\/services$/)
    const table = page.getByRole('table', { name: 'Services' })
    await expect(table.getByRole('row').nth(1)).toBeVisible()

    // Add, with an image.
    const title = `E2E Service ${Date.now()}`
    await page.getByRole('button', { name: 'Add New' }).click()
    const add = page.getByRole('dialog', { name: 'Add Service' })
    await add.getByLabel('Title', { exact: true }).fill(title)
    await add
      .getByLabel('Description', { exact: true })
      .fill('Help after an accident with an electric scooter, from first call to settlement.')
    await add.getByLabel('SEO Title').fill(`${title} | SEO`)
    await add.getByLabel('Image').setInputFiles({ name: 'pixel.txt', mimeType: 'text/plain', buffer: Buffer.from('nope') })
    await expect(add.getByText('The image must be a file of type: png, jpeg, jpg, gif.')).toBeVisible()
    await add.getByLabel('Image').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG })
    await expect(add.getByText('The image must be a file of type: png, jpeg, jpg, gif.')).toHaveCount(0)
    await expect(add.getByAltText('Preview of the chosen image')).toBeVisible()
    await add.getByRole('button', { name: 'Save' }).click()
    await expect(add).toBeHidden()
    await expect(page.getByText('Service created successfully')).toBeVisible()

    const firstRow = table.getByRole('row').nth(1)
    await expect(firstRow).toContainText(title)
    await expect(firstRow.getByRole('cell').first()).toHaveText('1')
    await expect(firstRow).toContainText('Help after an accident with an...')
    const thumb = firstRow.getByRole('img', { name: title })
    await expect(thumb).toHaveAttribute('src', /^\/storage\/.+/)
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)

    // View.
    await firstRow.getByRole('button', { name: `View ${title}` }).click()
    const view = page.getByRole('dialog', { name: title })
    await expect(view.getByText('Help after an accident with an electric scooter')).toBeVisible()
    await view.getByRole('button', { name: 'Close' }).first().click()
    await expect(view).toBeHidden()

    // The public header's Services menu lists it.
    await page.getByRole('link', { name: 'View site' }).click()
    await expect(page).toHaveURL(/\/$/)
    await settled(page)
    await page.getByRole('button', { name: 'Services menu' }).click()
    await expect(page.locator('.nav-dropdown__menu--services').getByRole('link', { name: title })).toBeVisible()

    // Edit.
    await page.goto('/admin/services')
    const edited = `${title} (edited)`
    await table.getByRole('button', { name: `Edit ${title}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Service' })
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title)
    await expect(edit.getByAltText('Current image')).toBeVisible()
    await edit.getByLabel('Title', { exact: true }).fill(edited)
    await edit.getByRole('button', { name: 'Update' }).click()
    await expect(edit).toBeHidden()
    await expect(page.getByText('Service updated successfully')).toBeVisible()
    await expect(table.getByRole('row').nth(1)).toContainText(edited)
    await expect(table.getByRole('row').nth(1).getByRole('img', { name: edited })).toHaveAttribute('src', /^\/storage\/.+/)

    // Server-side validation lands under the fields.
    await table.getByRole('button', { name: `Edit ${edited}` }).click()
    const invalid = page.getByRole('dialog', { name: 'Edit Service' })
    // Blank-looking text passes the browser's check; the server answers 422.
    await invalid.getByLabel('Title', { exact: true }).fill('   ')
    await invalid.getByRole('button', { name: 'Update' }).click()
    await expect(invalid.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(invalid.getByText('The title field is required.')).toBeVisible()
    await invalid.getByRole('button', { name: 'Cancel' }).click()

    // Delete through the confirm modal.
    await table.getByRole('button', { name: `Delete ${edited}` }).click()
    const confirm = page.getByRole('dialog', { name: 'Confirm delete' })
    await expect(confirm.getByText(`Are you sure want to delete ${edited} ?`)).toBeVisible()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(confirm).toBeHidden()
    await expect(page.getByText('Service deleted successfully')).toBeVisible()
    await expect(table.getByText(edited)).toHaveCount(0)

    // Logout ends the session.
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('claimsite.session'))).toBeNull()
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/login$/)
    // Only the deliberate 422 above; no CSP violations or script errors.
    expect(errors.filter((text) => !text.includes('status of 422'))).toEqual([])
  })

  test('an expired session (server-side logout) is signed out on the next call', async ({ page, request }) => {
    await logInAsAdmin(page)
    await expect(page.getByTestId('tile-state_laws')).toContainText('51')
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('claimsite.session') ?? '{}').access_token as string)
    const logout = await request.get('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } })
    expect(logout.status()).toBe(200)
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('claimsite.session'))).toBeNull()
  })
})
