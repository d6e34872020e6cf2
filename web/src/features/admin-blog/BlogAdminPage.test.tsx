import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { signIn, stubRoutes } from '@/testing/fetch-routes'
import { PLACEHOLDER_IMAGE } from '@/components/admin'
import { polyfillLayout, preloadRichTextEditor, setRichText } from '@/components/admin/rich-text-testing'
import BlogAdminPage from './BlogAdminPage'
import { fromLocalInput, toLocalInput } from './dates'
import { slugify } from './slug'
import type { AdminPost } from './types'
import * as notify from '@/lib/notify'

// Toasts are silenced and recorded; the spies are undone after the file (its
// worker's other files share the module).
const notifySuccess = vi.spyOn(notify, 'notifySuccess').mockImplementation(() => {})
const notifyError = vi.spyOn(notify, 'notifyError').mockImplementation(() => {})
vi.spyOn(notify, 'notifyInfo').mockImplementation(() => {})
afterAll(() => vi.restoreAllMocks())

polyfillLayout()
preloadRichTextEditor()

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

function post(id: number, overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    id,
    title: `Post ${id}`,
    slug: `post-${id}`,
    excerpt: `Excerpt ${id}`,
    body: `<p>Body ${id}</p>`,
    path: `blogs/${id}.png`,
    status: 'published',
    published_at: '2024-03-01T10:00:00Z',
    seo_title: '',
    seo_description: '',
    seo_keywords: '',
    es: null,
    created_at: '2024-03-01T10:00:00Z',
    updated_at: '2024-03-01T10:00:00Z',
    ...overrides,
  }
}

function pageOf(data: AdminPost[], current_page = 1, total = data.length) {
  const per_page = 10
  const last_page = Math.max(1, Math.ceil(total / per_page))
  return {
    data,
    current_page,
    last_page,
    total,
    per_page,
    from: data.length ? (current_page - 1) * per_page + 1 : null,
    to: data.length ? (current_page - 1) * per_page + data.length : null,
    prev_page_url: current_page > 1 ? `/api/admin/blogs?page=${current_page - 1}` : null,
    next_page_url: current_page < last_page ? `/api/admin/blogs?page=${current_page + 1}` : null,
  }
}

describe('BlogAdminPage table', () => {
  it('shows slug, status badge, date, thumbnail or placeholder, and an open link only for live posts', async () => {
    signIn()
    const fetchMock = stubRoutes({
      'GET /api/admin/blogs': jsonResponse(
        200,
        pageOf(
          [post(11), post(12, { status: 'draft', published_at: null, path: '' }), post(13, { published_at: '2999-01-01T00:00:00Z' })],
          2,
          13,
        ),
      ),
    })
    renderWithProviders(<BlogAdminPage />, { route: '/admin/blog?page=2' })
    const table = await screen.findByRole('table', { name: 'Blog posts' })
    await within(table).findByText('Post 11')
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/blogs?page=2')

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(headers).toEqual(['#', 'Title', 'Slug', 'Spanish', 'Status', 'Published at', 'Image', 'Actions'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['11', '12', '13'])

    expect(within(rows[0]).getByText('post-11')).toBeInTheDocument()
    expect(within(rows[0]).getByText('published')).toHaveClass('post-status--published')
    expect(within(rows[0]).getByRole('img', { name: 'Post 11' })).toHaveAttribute('src', '/storage/blogs/11.png')
    const open = within(rows[0]).getByRole('link', { name: 'Open Post 11 on the site (new tab)' })
    expect(open).toHaveAttribute('href', '/blog/post-11')
    expect(open).toHaveAttribute('target', '_blank')
    expect(within(rows[0]).getByText(/Mar 1, 2024/)).toBeInTheDocument()

    expect(within(rows[1]).getByText('draft')).toHaveClass('post-status--draft')
    expect(within(rows[1]).getByRole('img', { name: 'Post 12' })).toHaveAttribute('src', PLACEHOLDER_IMAGE)
    expect(within(rows[1]).queryByRole('link')).not.toBeInTheDocument()

    expect(within(rows[2]).getByText('scheduled')).toBeInTheDocument()
    expect(within(rows[2]).queryByRole('link')).not.toBeInTheDocument()
    for (const action of ['View', 'Edit', 'Delete']) {
      expect(within(rows[1]).getByRole('button', { name: `${action} Post 12` })).toBeInTheDocument()
    }
  })

  it('renders the body HTML in the view modal', async () => {
    const user = userEvent.setup()
    signIn()
    stubRoutes({ 'GET /api/admin/blogs': jsonResponse(200, pageOf([post(1, { body: '<h2>Steps</h2><ul><li>Call us</li></ul>' })])) })
    renderWithProviders(<BlogAdminPage />, { route: '/admin/blog' })
    await user.click(await screen.findByRole('button', { name: 'View Post 1' }))
    const dialog = screen.getByRole('dialog', { name: 'Post 1' })
    expect(within(dialog).getByRole('heading', { name: 'Steps', level: 2 })).toBeInTheDocument()
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Call us')
    expect(within(dialog).getByText('Excerpt 1')).toBeInTheDocument()
  })

  it('asks before deleting and removes the row', async () => {
    const user = userEvent.setup()
    signIn()
    let deleted = false
    stubRoutes({
      'GET /api/admin/blogs': () => jsonResponse(200, pageOf(deleted ? [post(2)] : [post(1), post(2)])),
      'DELETE /api/admin/blogs/1': () => {
        deleted = true
        return jsonResponse(200, { message: 'Blog post deleted successfully' })
      },
    })
    renderWithProviders(<BlogAdminPage />, { route: '/admin/blog' })
    await user.click(await screen.findByRole('button', { name: 'Delete Post 1' }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText('Are you sure want to delete Post 1 ?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText('Post 1')).not.toBeInTheDocument())
    expect(notifySuccess).toHaveBeenCalledWith('Blog post deleted successfully')
  })
})

describe('BlogAdminPage forms', () => {
  it('fills the slug from the title until the admin edits it', async () => {
    const user = userEvent.setup()
    signIn()
    stubRoutes({ 'GET /api/admin/blogs': jsonResponse(200, pageOf([])) })
    renderWithProviders(<BlogAdminPage />, { route: '/admin/blog' })
    await user.click(await screen.findByRole('button', { name: 'Add New' }))
    const dialog = screen.getByRole('dialog', { name: 'Add Post' })
    const title = within(dialog).getByLabelText('Title')
    const slug = within(dialog).getByLabelText('Slug')

    await user.type(title, 'What to do after a crash?')
    expect(slug).toHaveValue('what-to-do-after-a-crash')

    await user.clear(slug)
    await user.type(slug, 'after-a-crash')
    await user.type(title, ' Part 2')
    expect(slug).toHaveValue('after-a-crash')

    // An emptied slug follows the title again.
    await user.clear(slug)
    await user.type(title, '!')
    expect(slug).toHaveValue('what-to-do-after-a-crash-part-2')
  })

  it('keeps the slug of an existing post when its title changes', async () => {
    const user = userEvent.setup()
    signIn()
    stubRoutes({ 'GET /api/admin/blogs': jsonResponse(200, pageOf([post(1)])) })
    renderWithProviders(<BlogAdminPage />, { route: '/admin/blog' })
    await user.click(await screen.findByRole('button', { name: 'Edit Post 1' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Post' })
    await user.type(within(dialog).getByLabelText('Title'), ' renamed')
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('post-1')
    expect(within(dialog).getByLabelText('Status')).toHaveValue('published')
    expect(within(dialog).getByLabelText('Published at')).toHaveValue(toLocalInput('2024-03-01T10:00:00Z'))
  })

  it('creates a published post with a rich-text body, multipart, and shows the server 422 on slug', async () => {
    const user = userEvent.setup()
    signIn()
    let attempt = 0
    let posted: FormData | null = null
    const created = post(50, { title: 'Whiplash claims', slug: 'whiplash-claims-guide' })
    stubRoutes({
      'GET /api/admin/blogs': () => jsonResponse(200, pageOf(posted ? [created, post(1)] : [post(1)])),
      'POST /api/admin/blogs': (init) => {
        attempt += 1
        posted = init?.body as FormData
        if (attempt === 1) {
          return jsonResponse(422, { message: 'The given data was invalid.', errors: { slug: ['The slug has already been taken.'] } })
        }
        return jsonResponse(201, { message: 'Blog post created successfully', blog: created })
      },
    })
    renderWithProviders(<BlogAdminPage />, { route: '/admin/blog' })
    await user.click(await screen.findByRole('button', { name: 'Add New' }))
    const dialog = screen.getByRole('dialog', { name: 'Add Post' })
    await user.type(within(dialog).getByLabelText('Title'), 'Whiplash claims')
    await user.type(within(dialog).getByLabelText('Excerpt'), 'What a whiplash claim covers.')
    setRichText(
      await within(dialog).findByRole('textbox', { name: 'Body' }, { timeout: 10_000 }),
      '<p><strong>Act fast.</strong> Then call.</p>',
    )
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'published')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    const slug = within(dialog).getByLabelText('Slug')
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'))
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('The slug has already been taken.'))
    expect(notifyError).toHaveBeenCalledWith('The given data was invalid.', 'Error', { autoClose: 5000 })
    let body = posted as unknown as FormData
    expect(body.get('slug')).toBe('whiplash-claims')

    await user.clear(slug)
    await user.type(slug, 'whiplash-claims-guide')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    body = posted as unknown as FormData
    expect(body.get('title')).toBe('Whiplash claims')
    expect(body.get('slug')).toBe('whiplash-claims-guide')
    expect(body.get('status')).toBe('published')
    expect(body.get('published_at')).toBe('')
    expect(body.get('body')).toBe('<p><strong>Act fast.</strong> Then call.</p>')
    expect(body.get('excerpt')).toBe('What a whiplash claim covers.')
    expect(body.has('_method')).toBe(false)
    const rows = within(screen.getByRole('table', { name: 'Blog posts' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows[0]).toHaveTextContent('Whiplash claims')
    expect(notifySuccess).toHaveBeenCalledWith('Blog post created successfully')
  })

  it('updates with _method=PUT and sends the date with its zone', async () => {
    const user = userEvent.setup()
    signIn()
    let sent: FormData | null = null
    stubRoutes({
      'GET /api/admin/blogs': () => jsonResponse(200, pageOf([post(1, { status: 'draft', published_at: null })])),
      'POST /api/admin/blogs/1': (init) => {
        sent = init?.body as FormData
        return jsonResponse(200, { message: 'Blog post updated successfully', blog: post(1) })
      },
    })
    renderWithProviders(<BlogAdminPage />, { route: '/admin/blog' })
    await user.click(await screen.findByRole('button', { name: 'Edit Post 1' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Post' })
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'published')
    await user.type(within(dialog).getByLabelText('Published at'), '2030-05-06T07:08')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const body = sent as unknown as FormData
    expect(body.get('_method')).toBe('PUT')
    expect(body.get('status')).toBe('published')
    expect(body.get('published_at')).toBe(fromLocalInput('2030-05-06T07:08'))
    expect(body.get('published_at')).toMatch(/^2030-05-0\dT\d\d:\d\d:00Z$/)
    expect(notifySuccess).toHaveBeenCalledWith('Blog post updated successfully')
  })

  it('requires a title and a body before sending', async () => {
    const user = userEvent.setup()
    signIn()
    const fetchMock = stubRoutes({ 'GET /api/admin/blogs': jsonResponse(200, pageOf([])) })
    renderWithProviders(<BlogAdminPage />, { route: '/admin/blog' })
    await user.click(await screen.findByRole('button', { name: 'Add New' }))
    const dialog = screen.getByRole('dialog', { name: 'Add Post' })
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('The title field is required.')).toBeInTheDocument()
    expect(await within(dialog).findByRole('textbox', { name: 'Body' }, { timeout: 10_000 })).toHaveAccessibleDescription(
      'The body field is required.',
    )
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0)
  })
})

describe('slugify', () => {
  it('matches the server', () => {
    expect(slugify('  Crème brûlée & Co. — 2024!  ')).toBe('creme-brulee-and-co-2024')
    expect(slugify('Straße')).toBe('strasse')
    expect(slugify('---')).toBe('')
    expect(slugify('a'.repeat(250))).toHaveLength(200)
  })
})

describe('BlogAdminPage in Spanish', () => {
  const spanish = {
    title: 'Qué hacer',
    slug: 'que-hacer',
    excerpt: '',
    body: '<p>Cuerpo</p>',
    seo_title: '',
    seo_description: '',
    seo_keywords: '',
  }

  it('shows the Spanish slug, or No Spanish, and the count', async () => {
    signIn()
    stubRoutes({ 'GET /api/admin/blogs': jsonResponse(200, { ...pageOf([post(1, { es: spanish }), post(2)]), missing_spanish: 4 }) })
    renderWithProviders(<BlogAdminPage />, { route: '/admin/blog' })
    const table = await screen.findByRole('table', { name: 'Blog posts' })
    await within(table).findByText('Post 2')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(within(rows[0]).getByText('que-hacer')).toBeInTheDocument()
    expect(within(rows[1]).getByText('No Spanish')).toBeInTheDocument()
    expect(screen.getByText('4 of the posts have no Spanish version yet.')).toBeInTheDocument()
  })

  it('writes a Spanish version with its own slug from the Spanish title, and shows the slug 422 under it', async () => {
    const user = userEvent.setup()
    signIn()
    let sent: FormData | null = null
    stubRoutes({
      'GET /api/admin/blogs': jsonResponse(200, pageOf([post(1)])),
      'POST /api/admin/blogs/1': (init) => {
        sent = init?.body as FormData
        return jsonResponse(422, { message: 'The given data was invalid.', errors: { 'es.slug': ['The slug has already been taken.'] } })
      },
    })
    renderWithProviders(<BlogAdminPage />, { route: '/admin/blog' })
    await user.click(await screen.findByRole('button', { name: 'Edit Post 1' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Post' })
    await user.click(within(dialog).getByRole('tab', { name: /Spanish/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Add a Spanish version' }))
    await user.type(within(dialog).getByLabelText('Spanish title'), '¿Qué hacer después de un choque?')
    expect(within(dialog).getByLabelText('Spanish slug')).toHaveValue('que-hacer-despues-de-un-choque')
    setRichText(await within(dialog).findByRole('textbox', { name: 'Spanish body' }, { timeout: 10_000 }), '<p>Llame al 911.</p>')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))

    const slug = within(dialog).getByLabelText('Spanish slug')
    await waitFor(() => expect(slug).toHaveAccessibleDescription(expect.stringContaining('The slug has already been taken.')))
    const es = JSON.parse((sent as unknown as FormData).get('es') as string)
    expect(es).toMatchObject({ title: '¿Qué hacer después de un choque?', slug: 'que-hacer-despues-de-un-choque' })
    expect(es.body).toContain('Llame al 911.')
    expect((sent as unknown as FormData).get('slug')).toBe('post-1')
  })
})
