import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { adminToken, leadsFor, logInAsAdmin, settled, uniqueEmail, watchConsole, LONG } from './helpers'

test('an admin edits a service and views a lead, then finds both in the audit log', LONG, async ({ page, request }) => {
  const errors = watchConsole(page)

  // A lead, through the public API.
  const email = uniqueEmail('audit')
  const posted = await request.post('/api/contact', {
    data: {
      first_name: 'Avery',
      last_name: 'Audit',
      email,
      phone: '5550102030',
      zipCode: '10001',
      state: 'NY',
      is_checked: true,
      page_url: 'http://127.0.0.1/contact-us',
      referrer: '',
      website: '',
    },
  })
  expect(posted.status()).toBe(201)
  const [lead] = await leadsFor(request, email)
  expect(lead).toBeDefined()

  await logInAsAdmin(page)

  // Edit the newest service's title.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Services' }).click()
  const services = page.getByRole('table', { name: 'Services' })
  const firstRow = services.getByRole('row').nth(1)
  await expect(firstRow).toBeVisible()
  const editButton = firstRow.getByRole('button', { name: /^Edit / })
  const oldTitle = ((await editButton.getAttribute('aria-label')) ?? '').replace(/^Edit /, '')
  const newTitle = `${oldTitle.slice(0, 40)} (audited ${Date.now()})`
  await editButton.click()
  const edit = page.getByRole('dialog', { name: 'Edit Service' })
  await edit.getByLabel('Title', { exact: true }).fill(newTitle)
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(edit).toBeHidden()
  await expect(page.getByText('Service updated successfully')).toBeVisible()
  const token = await adminToken(request)
  const list = (await (await request.get('/api/admin/services', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    data: Array<{ id: number; title: string }>
  }
  const service = list.data.find((s) => s.title === newTitle)
  expect(service).toBeDefined()

  // View the lead.
  await page.goto(`/admin/leads/${lead.id}`)
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Lead #${lead.id}`) })).toBeVisible()

  // The audit log, filtered by action: the service edit...
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click()
  await expect(page).toHaveURL(/\/admin\/audit$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
  await page.getByLabel('Action').selectOption({ label: 'Updated' })
  await expect(page).toHaveURL(/action=update/)
  const table = page.getByRole('table', { name: 'Audit log, newest first' })
  const updated = table.getByRole('row').filter({ hasText: `Service #${service!.id}` })
  await expect(updated).toHaveCount(1)
  await expect(updated).toContainText('Updated')
  await expect(updated).toContainText('fields: title')
  await expect(table.getByRole('row').filter({ hasText: 'Viewed' })).toHaveCount(0)

  // ...and the lead view, whose record links to the lead.
  await page.getByLabel('Action').selectOption({ label: 'Viewed' })
  await expect(page).toHaveURL(/action=view/)
  const viewed = table.getByRole('row').filter({ has: page.getByRole('link', { name: `Lead #${lead.id}` }) })
  await expect(viewed).toHaveCount(1)
  await expect(viewed).toContainText('Viewed')
  // Nothing of the person is in the log.
  await expect(table).not.toContainText(email)
  await expect(table).not.toContainText('Avery')

  // The screen is usable by everyone.
  expect(await seriousViolations(page, '#admin-main')).toEqual([])

  // The lead's page shows who viewed it.
  await viewed.getByRole('link', { name: `Lead #${lead.id}` }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead.id}$`))
  await settled(page)
  const trail = page.getByRole('region', { name: 'Audit trail' })
  await expect(trail.getByRole('listitem').filter({ hasText: 'Viewed' }).first()).toBeVisible()

  expect(errors).toEqual([])
})
