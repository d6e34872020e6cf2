import { expect, test, type APIRequestContext } from '@playwright/test'
import { adminToken, settled, skipCompensationPopup, uniqueEmail, watchConsole } from './helpers'

/*
 * Issue 25's journey: a Spanish speaker finds a Spanish state page from a
 * search, reads it, asks for a consultation in Spanish under the Spanish
 * consent, lands on the Spanish thank-you page, and the lead reaches the
 * firm whose intake staff speak Spanish, not the English-only one that
 * takes the same state.
 */

interface StateRef {
  id: number
  name: string
  code: string
}

interface LeadDetail {
  id: number
  email: string
  language: string
  language_fallback: boolean
  consent: { text_version: string; language: string; page_url: string; text?: string }
  deliveries: { partner_name: string; status: string }[]
}

async function admin<T>(request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
  const token = await adminToken(request)
  const response = await request[method](path, { headers: { Authorization: `Bearer ${token}` }, data })
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true)
  return ((await response.json()) as { data: T }).data
}

test('a Spanish visitor from a search asks for a consultation in Spanish, and a Spanish-speaking firm gets the lead', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page)
  await skipCompensationPopup(page)
  const states = ((await (await request.get('/api/states')).json()) as { data: StateRef[] }).data
  const state = states.find((s) => s.id === 44)!
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  // Two firms take the state's leads, only one speaks Spanish.
  const spanishFirm = `Abogados Hispanos ${stamp}`
  const englishFirm = `English Only Firm ${stamp}`
  for (const [name, languages] of [
    [spanishFirm, ['en', 'es']],
    [englishFirm, ['en']],
  ] as const) {
    await admin(request, 'post', '/api/admin/partners', {
      name,
      email: uniqueEmail('firm'),
      webhook_url: '',
      states: [state.code],
      languages,
      timezone: 'America/Chicago',
      priority: 1,
      active: true,
    })
  }

  // From a search result, straight onto the Spanish page.
  await page.goto(`/es/state-law-detail/${state.id}`, { referer: 'https://www.google.com/' })
  await settled(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute(
    'href',
    new RegExp(`/state-law-detail/${state.id}$`),
  )
  await expect(page.locator('h1')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Inicio', exact: true })).toHaveAttribute(
    'href',
    '/es',
  )
  await expect(page.getByRole('link', { name: 'View this page in English' }).first()).toHaveAttribute(
    'href',
    `/state-law-detail/${state.id}`,
  )

  await page.getByRole('banner').getByRole('button', { name: 'Consulta gratuita' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const site = (
    (await (await request.get('/api/site?lang=es')).json()) as { data: { consent: { version: string; text: string; language: string } } }
  ).data
  expect(site.consent.language).toBe('es')
  // The Spanish consent, its opening words shown before it is expanded.
  await expect(dialog.getByText(site.consent.text.slice(0, 40), { exact: false })).toBeVisible()

  const email = uniqueEmail('maria')
  await dialog.getByLabel('Nombre*').fill('María')
  await dialog.getByLabel('Apellido*').fill('Hernández')
  await dialog.getByLabel('Correo electrónico*').fill(email)
  await dialog.getByLabel('Teléfono*').fill('5551234567')
  await dialog.getByLabel('Código postal*').fill('73301')
  await dialog.getByLabel('Estado').selectOption({ value: `${state.name} (${state.code})` })
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: 'Enviar' }).click()

  await expect(page).toHaveURL(/\/es\/thank-you$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await expect(page.locator('h1')).toBeVisible()

  // The lead wants Spanish, agreed to the Spanish words, and went to the firm that speaks it.
  const found = await admin<{ id: number; email: string }[]>(request, 'get', `/api/admin/leads?q=${encodeURIComponent(email)}`)
  expect(found).toHaveLength(1)
  const lead = await admin<LeadDetail>(request, 'get', `/api/admin/leads/${found[0].id}`)
  expect(lead.language).toBe('es')
  expect(lead.language_fallback).toBe(false)
  expect(lead.consent.language).toBe('es')
  expect(lead.consent.text_version).toBe(site.consent.version)
  expect(lead.consent.page_url).toContain(`/es/state-law-detail/${state.id}`)
  expect(lead.deliveries.map((d) => d.partner_name)).toEqual([spanishFirm])
  expect(errors).toEqual([])
})
