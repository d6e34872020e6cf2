import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { logInAsAdmin, LONG } from './helpers'

test.describe('admin partners and do-not-contact list', () => {
  test('an admin adds a partner with states, caps and hours, edits it and sees it listed', async ({ page }) => {
    const name = `E2E Firm ${Date.now()}`
    await logInAsAdmin(page)
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Partners' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible()

    await page.getByRole('button', { name: 'Add New' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Partner' })
    await dialog.getByLabel('Firm name').fill(name)
    await dialog.getByLabel('Delivery e-mail').fill('intake@e2efirm.example')
    await dialog.getByLabel('California (CA)').check()
    await dialog.getByLabel('Nevada (NV)').check()
    await dialog.getByLabel('Daily cap').fill('10')
    await dialog.getByLabel('Monthly cap').fill('400')
    await dialog.getByLabel('Time zone').fill('America/Los_Angeles')
    await dialog.getByRole('button', { name: 'Add opening hours' }).click()
    await dialog.getByLabel('Opens (opening 1)').fill('08:00')
    await dialog.getByLabel('Closes (opening 1)').fill('18:00')
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])

    // A closing time before the opening: the server's error under the hours.
    await dialog.getByLabel('Closes (opening 1)').fill('07:00')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog.getByText('Opening 1 (Monday): closing time must be after the opening time.')).toBeVisible()
    await dialog.getByLabel('Closes (opening 1)').fill('18:00')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Partner created successfully')).toBeVisible()
    await expect(dialog).toBeHidden()
    // The webhook secret, shown this once.
    const shown = page.getByRole('dialog', { name: 'Webhook secret' })
    const secret = (await shown.locator('code').textContent()) ?? ''
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    await shown.getByRole('button', { name: 'Done' }).click()

    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row).toContainText('CA, NV')
    await expect(row).toContainText('0 / 10 today')
    await expect(row).toContainText('0 / 400 this month')
    await expect(row).toContainText('E-mail')
    await expect(row).toContainText('Active')

    // Edit: a webhook (a public address; checked without calling it), a new
    // secret, another state, paused.
    await row.getByRole('button', { name: `Edit ${name}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Partner' })
    await expect(edit.getByText('Set, and not shown again.')).toBeVisible()
    await edit.getByLabel('Webhook URL').fill('https://127.0.0.1/leads')
    await edit.getByRole('button', { name: 'Update' }).click()
    await expect(edit.getByText('The webhook URL may not point to a loopback, private or link-local address.')).toBeVisible()
    await edit.getByLabel('Webhook URL').fill('https://93.184.215.14/leads')
    await edit.getByRole('button', { name: 'Make a new secret' }).click()
    const fresh = await edit.getByLabel('New webhook secret').inputValue()
    expect(fresh).toMatch(/^[0-9a-f]{64}$/)
    expect(fresh).not.toBe(secret)
    await edit.getByLabel('Texas (TX)').check()
    await edit.getByLabel('Active (receives leads)').uncheck()
    await edit.getByRole('button', { name: 'Update' }).click()
    await expect(page.getByText('Partner updated successfully')).toBeVisible()
    await expect(row).toContainText('CA, NV, TX')
    await expect(row).toContainText('Webhook')
    await expect(row).toContainText('Paused')

    // After a reload the changes are still there.
    await page.reload()
    await page
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: `Edit ${name}` })
      .click()
    const again = page.getByRole('dialog', { name: 'Edit Partner' })
    // Reads never show the secret again.
    await expect(again.getByText('Set, and not shown again.')).toBeVisible()
    await expect(again.getByLabel('Closes (opening 1)')).toHaveValue('18:00')
    await again.getByRole('button', { name: 'Cancel' }).click()

    // Delete, with the confirmation.
    await page
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: `Delete ${name}` })
      .click()
    await page.getByRole('dialog', { name: 'Confirm delete' }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Partner deleted successfully')).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0)
  })

  // Tested below the browser (SuppressionsAdminPage.test.tsx, the suppressions API's Go tests): make verify.
  test('an admin adds and imports suppressions, finds and removes one', LONG, async ({ page }) => {
    const stamp = String(Date.now()).slice(-7)
    const phone = `(555) ${stamp.slice(0, 3)}-${stamp.slice(3)}`
    await logInAsAdmin(page)
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Do Not Contact' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Do Not Contact' })).toBeVisible()

    const add = page.getByRole('form', { name: 'Add to the do-not-contact list' })
    await add.getByLabel('Phone').fill(phone)
    await add.getByLabel('Reason').fill('Asked by phone')
    await add.getByRole('button', { name: 'Add to list' }).click()
    await expect(page.getByText('Added to the do-not-contact list')).toBeVisible()
    await expect(page.getByRole('table', { name: 'Do-not-contact list' })).toContainText(phone)

    // The same number again, written differently: refused under the field.
    await add.getByLabel('Phone').fill(`+1 555.${stamp.slice(0, 3)}.${stamp.slice(3)}`)
    await add.getByRole('button', { name: 'Add to list' }).click()
    await expect(add.getByText('Already on the do-not-contact list.')).toBeVisible()

    const csv = [
      'email,reason,phone',
      `e2e-${stamp}@example.com,complaint,`,
      `,,555${stamp}`, // listed above: skipped
      ',bad,123',
    ].join('\n')
    const importForm = page.getByRole('form', { name: 'Import a CSV file' })
    await importForm.getByLabel('CSV file').setInputFiles({ name: 'dnc.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await importForm.getByRole('button', { name: 'Import' }).click()
    const report = page.getByRole('status', { name: 'Import report' })
    await expect(report).toContainText('1 added, 1 skipped (already listed: line 3), 1 refused.')
    await expect(report).toContainText('Line 4: The phone must be a 10-digit US number.')
    expect(await seriousViolations(page, '#admin-main')).toEqual([])

    await page.getByRole('searchbox', { name: 'Search' }).fill(`e2e-${stamp}`)
    await expect(page).toHaveURL(new RegExp(`q=e2e-${stamp}`))
    const table = page.getByRole('table', { name: 'Do-not-contact list' })
    await expect(table.getByRole('row')).toHaveCount(2)
    await table.getByRole('button', { name: `Delete e2e-${stamp}@example.com` }).click()
    await page.getByRole('dialog', { name: 'Remove from the list' }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Removed from the do-not-contact list')).toBeVisible()
    await expect(table).toContainText('Nothing matches this search.')
  })
})
