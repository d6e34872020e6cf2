import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { adminToken, settled, watchConsole, LONG } from './helpers'

// The admin content screens (state laws, FAQs, blog) against the real
// server: what the admin saves in the rich-text editor shows on the public
// pages. Everything a test adds it removes again, so the seeded counts other
// specs rely on stay as they were.

async function signIn(page: Page, request: APIRequestContext): Promise<string> {
  const token = await adminToken(request)
  await page.goto('/api/site')
  await page.evaluate((value) => localStorage.setItem('claimsite.session', JSON.stringify({ access_token: value })), token)
  return token
}

/** Console errors that would mean the CSP blocked something (style injection above all). */
function cspErrors(errors: string[]): string[] {
  return errors.filter((text) => /Content Security Policy|Refused to/i.test(text))
}

interface StateLaw {
  id: number
  name: string
  description: string
}

interface Paged<T> {
  data: T[]
  last_page: number
}

test.describe('admin content', () => {
  test('a state-law description edited in the rich-text editor shows on the public page', async ({ page, request }) => {
    const errors = watchConsole(page)
    const token = await signIn(page, request)
    const headers = { Authorization: `Bearer ${token}` }
    const list = (await (await request.get('/api/admin/state_laws?page=1', { headers })).json()) as Paged<StateLaw>
    const law = list.data[0]
    const sentence = `Call within 30 days ${Date.now()}.`

    try {
      await page.goto('/admin/state-law')
      const table = page.getByRole('table', { name: 'State laws' })
      await expect(table.getByRole('row').nth(1)).toContainText(law.name)
      await table.getByRole('button', { name: `Edit ${law.name}`, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit State Law' })
      const editor = dialog.getByRole('textbox', { name: 'Description', exact: true })
      await expect(editor).toBeVisible()
      await expect(dialog.getByRole('toolbar', { name: 'Description formatting' })).toBeVisible()
      // TipTap's own CSS comes from the built stylesheet, never a <style> tag (CSP style-src 'self').
      await expect(page.locator('style')).toHaveCount(0)
      await expect(editor).toHaveCSS('white-space', 'break-spaces')

      // A new paragraph at the end, in bold.
      await editor.click()
      await page.keyboard.press('Control+End')
      await page.keyboard.press('Enter')
      const bold = dialog.getByRole('button', { name: 'Bold', exact: true })
      await bold.click()
      await expect(bold).toHaveAttribute('aria-pressed', 'true')
      await page.keyboard.type(sentence)
      await expect(editor.locator('strong', { hasText: sentence })).toBeVisible()

      await dialog.getByRole('button', { name: 'Update' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByText('State law updated successfully')).toBeVisible()

      // The view modal renders the stored HTML.
      await table.getByRole('button', { name: `View ${law.name}`, exact: true }).click()
      const view = page.getByRole('dialog')
      await expect(view.locator('strong', { hasText: sentence })).toBeVisible()
      await view.getByRole('button', { name: 'Close', exact: true }).last().click()

      await page.goto(`/state-law-detail/${law.id}`)
      await settled(page)
      await expect(page.locator('.rich-text strong', { hasText: sentence })).toBeVisible()
      // The fact markers went through the editor and the sanitizer: the page still writes the
      // statute of limitations paragraph from the facts (decision 057).
      await expect(page.locator('.rich-text')).toContainText(
        `In ${law.name}, the general statute of limitations for personal-injury claims is`,
      )
      expect(cspErrors(errors)).toEqual([])
    } finally {
      const restored = await request.put(`/api/admin/state_laws/${law.id}`, { headers, data: { description: law.description } })
      expect(restored.status()).toBe(200)
    }
  })

  // Tested below the browser (FaqsAdminPage.test.tsx, the FAQ API's Go tests, the rendered /Faqs): make verify.
  test('an FAQ added in the admin shows on /Faqs, then is deleted through the confirm modal', LONG, async ({ page, request }) => {
    const token = await signIn(page, request)
    const headers = { Authorization: `Bearer ${token}` }
    const question = `Can I claim after a bike crash ${Date.now()}?`
    const answer =
      'Yes: a cyclist hit by a driver can claim for injuries, lost wages and the bike itself, usually from the driver’s insurer.'

    try {
      await page.goto('/admin/faqs')
      await page.getByRole('button', { name: 'Add New' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add FAQ' })
      await dialog.getByLabel('Question', { exact: true }).fill(question)
      await dialog.getByLabel('Answer', { exact: true }).fill(answer)
      await dialog.getByRole('button', { name: 'Save' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByText('Question created successfully')).toBeVisible()
      const table = page.getByRole('table', { name: 'FAQs' })
      const first = table.getByRole('row').nth(1)
      await expect(first).toContainText(question)
      await expect(first).toContainText(`${answer.slice(0, 60)}...`)

      // New questions come last on the public page.
      const publicPage = (await (await request.get('/api/questions?page=1')).json()) as Paged<unknown>
      await page.goto(`/Faqs?page=${publicPage.last_page}`)
      await settled(page)
      await expect(page.locator('.question-card__question', { hasText: question })).toBeVisible()
      await expect(page.locator('.question-card__answer', { hasText: answer })).toBeVisible()

      await page.goto('/admin/faqs')
      await table.getByRole('button', { name: `Delete ${question}` }).click()
      const confirm = page.getByRole('dialog', { name: 'Confirm delete' })
      await expect(confirm).toContainText(`Are you sure want to delete ${question} ?`)
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expect(confirm).toBeHidden()
      await expect(page.getByText('Question deleted successfully')).toBeVisible()
      await expect(table.getByText(question)).toHaveCount(0)
    } finally {
      // Whatever happened above, leave the seeded questions as they were.
      const list = (await (await request.get('/api/admin/questions?page=1', { headers })).json()) as Paged<{
        id: number
        faq_question: string
      }>
      for (const row of list.data.filter((q) => q.faq_question === question)) {
        await request.delete(`/api/admin/questions/${row.id}`, { headers })
      }
    }
  })

  test('a published post with a bold paragraph shows at /blog/{slug}, then is deleted', LONG, async ({ page, request }) => {
    const errors = watchConsole(page)
    const token = await signIn(page, request)
    const headers = { Authorization: `Bearer ${token}` }
    const stamp = Date.now()
    const title = `Rideshare crash checklist ${stamp}`
    const slug = `rideshare-crash-checklist-${stamp}`

    try {
      await page.goto('/admin/blog')
      await page.getByRole('button', { name: 'Add New' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add Post' })
      await dialog.getByLabel('Title', { exact: true }).fill(title)
      await expect(dialog.getByLabel('Slug', { exact: true })).toHaveValue(slug)
      await dialog.getByLabel('Excerpt', { exact: true }).fill('What to do in the first hour after a rideshare crash.')

      const editor = dialog.getByRole('textbox', { name: 'Body' })
      await editor.click()
      await page.keyboard.type('Photograph everything. ')
      await page.keyboard.press('Control+b')
      await page.keyboard.type('Get the driver’s app details.')
      await page.keyboard.press('Control+b')
      await page.keyboard.press('Enter')
      await dialog.getByRole('button', { name: 'Bullet list' }).click()
      await page.keyboard.type('Call the police')
      await expect(editor.locator('strong', { hasText: 'Get the driver’s app details.' })).toBeVisible()

      // A link through the editor's own URL dialog (keyboard only), then axe on the whole form.
      await page.keyboard.press('Enter')
      await page.keyboard.press('Enter')
      await page.keyboard.type('Read our guide')
      await page.keyboard.press('Shift+Home')
      await dialog.getByRole('button', { name: 'Add link' }).click()
      const linkDialog = dialog.getByRole('dialog', { name: 'Link address' })
      await expect(linkDialog.getByRole('textbox', { name: 'Link address' })).toBeFocused()
      expect(await seriousViolations(page, '.site-modal')).toEqual([])
      await page.keyboard.type('/contact-us')
      await page.keyboard.press('Enter')
      await expect(linkDialog).toBeHidden()
      await expect(dialog).toBeVisible()
      await expect(editor.locator('a[href="/contact-us"]', { hasText: 'Read our guide' })).toBeVisible()

      await dialog.getByLabel('Status', { exact: true }).selectOption('published')
      await dialog.getByRole('button', { name: 'Save' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByText('Blog post created successfully')).toBeVisible()

      const row = page.getByRole('table', { name: 'Blog posts' }).getByRole('row').nth(1)
      await expect(row).toContainText(title)
      await expect(row).toContainText(slug)
      await expect(row.getByText('published', { exact: true })).toBeVisible()
      const open = row.getByRole('link', { name: `Open ${title} on the site (new tab)` })
      await expect(open).toHaveAttribute('href', `/blog/${slug}`)

      await page.goto(`/blog/${slug}`)
      await settled(page)
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
      await expect(page.locator('.rich-text strong', { hasText: 'Get the driver’s app details.' })).toBeVisible()
      await expect(page.locator('.rich-text li', { hasText: 'Call the police' })).toBeVisible()
      await expect(page.locator('.rich-text a[href="/contact-us"]', { hasText: 'Read our guide' })).toBeVisible()

      await page.goto('/admin/blog')
      const table = page.getByRole('table', { name: 'Blog posts' })
      await table.getByRole('button', { name: `Delete ${title}` }).click()
      const confirm = page.getByRole('dialog', { name: 'Confirm delete' })
      await expect(confirm).toContainText(`Are you sure want to delete ${title} ?`)
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expect(confirm).toBeHidden()
      await expect(page.getByText('Blog post deleted successfully')).toBeVisible()
      await expect(table.getByText(title)).toHaveCount(0)
      expect((await request.get(`/api/blogs/${slug}`)).status()).toBe(404)
      expect(cspErrors(errors)).toEqual([])
    } finally {
      const list = (await (await request.get('/api/admin/blogs?page=1', { headers })).json()) as Paged<{ id: number; slug: string }>
      for (const post of list.data.filter((p) => p.slug === slug)) {
        await request.delete(`/api/admin/blogs/${post.id}`, { headers })
      }
    }
  })
})
