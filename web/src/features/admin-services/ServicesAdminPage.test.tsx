import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { signIn, stubRoutes } from '@/testing/fetch-routes'
import { PLACEHOLDER_IMAGE } from '@/components/admin'
import ServicesAdminPage from './ServicesAdminPage'
import type { AdminService } from './types'
import * as notify from '@/lib/notify'

// Toasts are silenced and recorded; the spies are undone after the file (its
// worker's other files share the module).
const notifySuccess = vi.spyOn(notify, 'notifySuccess').mockImplementation(() => {})
const notifyError = vi.spyOn(notify, 'notifyError').mockImplementation(() => {})
vi.spyOn(notify, 'notifyInfo').mockImplementation(() => {})
afterAll(() => vi.restoreAllMocks())

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

function service(id: number, overrides: Partial<AdminService> = {}): AdminService {
  return {
    id,
    title: `Service ${id}`,
    description: `Short text ${id}`,
    path: `services/${id}.png`,
    seo_title: `SEO title ${id}`,
    seo_description: `SEO description ${id}`,
    seo_keywords: `kw${id}`,
    es: null,
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
    ...overrides,
  }
}

function pageOf(data: AdminService[], current_page = 1, total = data.length) {
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
    prev_page_url: current_page > 1 ? `/api/admin/services?page=${current_page - 1}` : null,
    next_page_url: current_page < last_page ? `/api/admin/services?page=${current_page + 1}` : null,
  }
}

const longDescription = 'A car accident claim can cover medical bills, lost wages and pain.'

function renderPage(route = '/admin/services', data = pageOf([service(1)])) {
  signIn()
  const fetchMock = stubRoutes({ 'GET /api/admin/services': jsonResponse(200, data) })
  const view = renderWithProviders(<ServicesAdminPage />, { route })
  return { fetchMock, ...view }
}

describe('ServicesAdminPage table', () => {
  it('numbers rows from the page, truncates descriptions and shows the placeholder without an image', async () => {
    const { fetchMock } = renderPage(
      '/admin/services?page=2',
      pageOf([service(11, { description: longDescription }), service(12, { path: '' })], 2, 12),
    )
    const table = await screen.findByRole('table', { name: 'Services' })
    await within(table).findByText('Service 11')
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/services?page=2')

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(headers).toEqual(['#', 'Title', 'Spanish', 'Description', 'Image', 'SEO Title', 'SEO Description', 'SEO Keywords', 'Actions'])

    const rows = within(table).getAllByRole('row').slice(1)
    expect(within(rows[0]).getAllByRole('cell')[0]).toHaveTextContent('11')
    expect(within(rows[1]).getAllByRole('cell')[0]).toHaveTextContent('12')

    expect(within(rows[0]).getByText(`${longDescription.slice(0, 30)}...`)).toBeInTheDocument()
    expect(longDescription.slice(0, 30)).toHaveLength(30)
    expect(within(rows[1]).getByText('Short text 12')).toBeInTheDocument()

    const image11 = within(rows[0]).getByRole('img', { name: 'Service 11' })
    expect(image11).toHaveAttribute('src', '/storage/services/11.png')
    expect(image11).toHaveAttribute('width', '40')
    const image12 = within(rows[1]).getByRole('img', { name: 'Service 12' })
    expect(image12).toHaveAttribute('src', PLACEHOLDER_IMAGE)

    for (const action of ['View', 'Edit', 'Delete']) {
      expect(within(rows[0]).getByRole('button', { name: `${action} Service 11` })).toBeInTheDocument()
    }
    expect(screen.getByRole('navigation', { name: 'Services pages' })).toBeInTheDocument()
  })

  it('shows title, image and description in the view modal', async () => {
    const user = userEvent.setup()
    renderPage('/admin/services', pageOf([service(1, { description: longDescription })]))
    await user.click(await screen.findByRole('button', { name: 'View Service 1' }))
    const dialog = screen.getByRole('dialog', { name: 'Service 1' })
    expect(within(dialog).getByRole('img', { name: 'Service 1' })).toHaveAttribute('src', '/storage/services/1.png')
    expect(within(dialog).getByText(longDescription)).toBeInTheDocument()
  })

  it('asks before deleting and removes the row with the server message', async () => {
    const user = userEvent.setup()
    signIn()
    let deleted = false
    const fetchMock = stubRoutes({
      'GET /api/admin/services': () => jsonResponse(200, pageOf(deleted ? [service(2)] : [service(1), service(2)])),
      'DELETE /api/admin/services/1': () => {
        deleted = true
        return jsonResponse(200, { message: 'Service deleted successfully' })
      },
    })
    renderWithProviders(<ServicesAdminPage />, { route: '/admin/services' })
    await user.click(await screen.findByRole('button', { name: 'Delete Service 1' }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText('Are you sure want to delete Service 1 ?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Delete Service 1' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.queryByText('Service 1')).not.toBeInTheDocument())
    expect(screen.getByText('Service 2')).toBeInTheDocument()
    expect(notifySuccess).toHaveBeenCalledWith('Service deleted successfully')
  })
})

describe('ServicesAdminPage forms', () => {
  it('rejects a .txt or .svg image before any request, with a field error', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const { fetchMock } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Add New' }))
    const dialog = screen.getByRole('dialog', { name: 'Add Service' })
    await user.type(within(dialog).getByLabelText('Title'), 'New service')
    await user.type(within(dialog).getByLabelText('Description'), 'Some description')
    const input = within(dialog).getByLabelText('Image')
    expect(input).toHaveAttribute('name', 'path')

    for (const file of [
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }),
    ]) {
      await user.upload(input, file)
      expect(await within(dialog).findByText('The image must be a file of type: png, jpeg, jpg, gif.')).toBeInTheDocument()
      expect(input).toHaveAttribute('aria-invalid', 'true')
      await user.click(within(dialog).getByRole('button', { name: 'Save' }))
      expect(screen.getByRole('dialog', { name: 'Add Service' })).toBeInTheDocument()
    }
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0)
    expect(screen.queryByAltText('Preview of the chosen image')).not.toBeInTheDocument()
  })

  it('accepts a png, previews it and sends multipart with the image in path', async () => {
    const user = userEvent.setup()
    signIn()
    const created = service(99, { title: 'Brand new', description: 'Fresh' })
    let posted: FormData | null = null
    stubRoutes({
      'GET /api/admin/services': () => jsonResponse(200, pageOf(posted ? [created, service(1)] : [service(1)])),
      'POST /api/admin/services': (init) => {
        posted = init?.body as FormData
        return jsonResponse(201, { message: 'Service created successfully', service: created })
      },
    })
    renderWithProviders(<ServicesAdminPage />, { route: '/admin/services' })
    await user.click(await screen.findByRole('button', { name: 'Add New' }))
    const dialog = screen.getByRole('dialog', { name: 'Add Service' })
    await user.type(within(dialog).getByLabelText('Title'), 'Brand new')
    await user.type(within(dialog).getByLabelText('Description'), 'Fresh')
    await user.type(within(dialog).getByLabelText('SEO Title'), 'SEO')
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' })
    await user.upload(within(dialog).getByLabelText('Image'), png)
    expect(await within(dialog).findByAltText('Preview of the chosen image')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(posted).toBeInstanceOf(FormData)
    const body = posted as unknown as FormData
    expect(body.get('title')).toBe('Brand new')
    expect(body.get('seo_title')).toBe('SEO')
    expect((body.get('path') as File).name).toBe('photo.png')
    expect(notifySuccess).toHaveBeenCalledWith('Service created successfully')
    const rows = within(screen.getByRole('table', { name: 'Services' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows[0]).toHaveTextContent('Brand new')
  })

  it('shows the server 422 errors under title, path and description', async () => {
    const user = userEvent.setup()
    signIn()
    stubRoutes({
      'GET /api/admin/services': jsonResponse(200, pageOf([service(1)])),
      'POST /api/admin/services/1': jsonResponse(422, {
        message: 'The given data was invalid.',
        errors: {
          title: ['The title has already been taken.'],
          path: ['The path must be a file of type: png, jpeg, jpg, gif.'],
          description: ['The description field is required.', 'second'],
        },
      }),
    })
    renderWithProviders(<ServicesAdminPage />, { route: '/admin/services' })
    await user.click(await screen.findByRole('button', { name: 'Edit Service 1' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Service' })
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Service 1')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))

    const title = within(dialog).getByLabelText('Title')
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'))
    expect(title).toHaveAccessibleDescription('The title has already been taken.')
    expect(within(dialog).getByLabelText('Image')).toHaveAccessibleDescription(
      expect.stringContaining('The path must be a file of type: png, jpeg, jpg, gif.'),
    )
    expect(within(dialog).getByLabelText('Description')).toHaveAccessibleDescription(
      expect.stringContaining('The description field is required.'),
    )
    expect(notifyError).toHaveBeenCalledWith('The given data was invalid.', 'Error', { autoClose: 5000 })
    expect(screen.getByRole('dialog', { name: 'Edit Service' })).toBeInTheDocument()
  })

  it('sends an edit as POST /{id} with _method=PUT and updates the row', async () => {
    const user = userEvent.setup()
    signIn()
    let sent: FormData | null = null
    stubRoutes({
      'GET /api/admin/services': () => jsonResponse(200, pageOf([sent ? service(1, { title: 'Renamed' }) : service(1)])),
      'POST /api/admin/services/1': (init) => {
        sent = init?.body as FormData
        return jsonResponse(200, { message: 'Service updated successfully', service: service(1, { title: 'Renamed' }) })
      },
    })
    renderWithProviders(<ServicesAdminPage />, { route: '/admin/services' })
    await user.click(await screen.findByRole('button', { name: 'Edit Service 1' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Service' })
    await user.clear(within(dialog).getByLabelText('Title'))
    await user.type(within(dialog).getByLabelText('Title'), 'Renamed')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const body = sent as unknown as FormData
    expect(body.get('_method')).toBe('PUT')
    expect(body.get('title')).toBe('Renamed')
    expect(body.has('path')).toBe(false)
    expect(await screen.findByText('Renamed')).toBeInTheDocument()
    expect(notifySuccess).toHaveBeenCalledWith('Service updated successfully')
  })

  it('removes the current image on request, and can take the removal back', async () => {
    const user = userEvent.setup()
    signIn()
    let sent: FormData | null = null
    stubRoutes({
      'GET /api/admin/services': jsonResponse(200, pageOf([service(1)])),
      'POST /api/admin/services/1': (init) => {
        sent = init?.body as FormData
        return jsonResponse(200, { message: 'Service updated successfully', service: service(1, { path: '' }) })
      },
    })
    renderWithProviders(<ServicesAdminPage />, { route: '/admin/services' })
    await user.click(await screen.findByRole('button', { name: 'Edit Service 1' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Service' })
    expect(within(dialog).getByRole('img', { name: 'Current image' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Remove image' }))
    expect(within(dialog).queryByRole('img', { name: 'Current image' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Keep the image' }))
    expect(within(dialog).getByRole('img', { name: 'Current image' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Remove image' }))
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(sent).not.toBeNull())
    const body = sent as unknown as FormData
    expect(body.get('remove_path')).toBe('1')
    expect(body.has('path')).toBe(false)
  })

  it('shows the generic message for other failures', async () => {
    const user = userEvent.setup()
    signIn()
    stubRoutes({
      'GET /api/admin/services': jsonResponse(200, pageOf([service(1)])),
      'POST /api/admin/services/1': jsonResponse(500, { message: 'Internal Server Error' }),
    })
    renderWithProviders(<ServicesAdminPage />, { route: '/admin/services' })
    await user.click(await screen.findByRole('button', { name: 'Edit Service 1' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Some error occurred, Please try again!'))
    expect(screen.getByRole('dialog', { name: 'Edit Service' })).toBeInTheDocument()
  })
})

describe('ServicesAdminPage in Spanish', () => {
  const spanish = { title: 'Accidentes de auto', description: 'Texto', seo_title: '', seo_description: '', seo_keywords: '' }

  it('marks the rows without a Spanish version and counts them', async () => {
    renderPage('/admin/services', { ...pageOf([service(1, { es: spanish }), service(2)]), missing_spanish: 7 } as ReturnType<typeof pageOf>)
    const table = await screen.findByRole('table', { name: 'Services' })
    await within(table).findByText('Service 2')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(within(rows[0]).queryByText('No Spanish')).toBeNull()
    expect(within(rows[1]).getByText('No Spanish')).toBeInTheDocument()
    expect(screen.getByText('7 of the services have no Spanish version yet.')).toBeInTheDocument()
  })

  it('adds a Spanish version beside the English one and sends it as es', async () => {
    const user = userEvent.setup()
    signIn()
    let sent: FormData | null = null
    stubRoutes({
      'GET /api/admin/services': jsonResponse(200, pageOf([service(1)])),
      'POST /api/admin/services/1': (init) => {
        sent = init?.body as FormData
        return jsonResponse(200, { message: 'Service updated successfully', service: service(1, { es: spanish }) })
      },
    })
    renderWithProviders(<ServicesAdminPage />, { route: '/admin/services' })
    await user.click(await screen.findByRole('button', { name: 'Edit Service 1' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Service' })
    await user.click(within(dialog).getByRole('tab', { name: /Spanish/ }))
    expect(within(dialog).getByText(/has no Spanish version/)).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Add a Spanish version' }))
    await user.type(within(dialog).getByLabelText('Spanish title'), 'Accidentes de auto')
    await user.type(within(dialog).getByLabelText('Spanish description'), 'Texto')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const body = sent as unknown as FormData
    expect(JSON.parse(body.get('es') as string)).toEqual(spanish)
    expect(body.has('es_enabled')).toBe(false)
    expect(body.get('title')).toBe('Service 1')
  })

  it('removes the Spanish version: es is null', async () => {
    const user = userEvent.setup()
    signIn()
    let sent: FormData | null = null
    stubRoutes({
      'GET /api/admin/services': jsonResponse(200, pageOf([service(1, { es: spanish })])),
      'POST /api/admin/services/1': (init) => {
        sent = init?.body as FormData
        return jsonResponse(200, { message: 'Service updated successfully', service: service(1) })
      },
    })
    renderWithProviders(<ServicesAdminPage />, { route: '/admin/services' })
    await user.click(await screen.findByRole('button', { name: 'Edit Service 1' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Service' })
    await user.click(within(dialog).getByRole('tab', { name: /Spanish/ }))
    expect(within(dialog).getByLabelText('Spanish title')).toHaveValue('Accidentes de auto')
    await user.click(within(dialog).getByRole('button', { name: 'Remove the Spanish version' }))
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect((sent as unknown as FormData).get('es')).toBe('null')
  })

  it('shows the server 422 errors on the Spanish fields under their inputs, on the Spanish tab', async () => {
    const user = userEvent.setup()
    signIn()
    stubRoutes({
      'GET /api/admin/services': jsonResponse(200, pageOf([service(1, { es: spanish })])),
      'POST /api/admin/services/1': jsonResponse(422, {
        message: 'The given data was invalid.',
        errors: { 'es.title': ['The title may not be greater than 255 characters.'] },
      }),
    })
    renderWithProviders(<ServicesAdminPage />, { route: '/admin/services' })
    await user.click(await screen.findByRole('button', { name: 'Edit Service 1' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Service' })
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    const title = within(dialog).getByLabelText('Spanish title')
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'))
    expect(title).toHaveAccessibleDescription('The title may not be greater than 255 characters.')
    expect(within(dialog).getByRole('tab', { name: /Spanish/ })).toHaveAttribute('aria-selected', 'true')
    expect(title).toBeVisible()
  })

  it('requires the Spanish title and description only while the version is on', async () => {
    const user = userEvent.setup()
    signIn()
    const fetchMock = stubRoutes({ 'GET /api/admin/services': jsonResponse(200, pageOf([service(1)])) })
    renderWithProviders(<ServicesAdminPage />, { route: '/admin/services' })
    await user.click(await screen.findByRole('button', { name: 'Edit Service 1' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Service' })
    await user.click(within(dialog).getByRole('tab', { name: /Spanish/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Add a Spanish version' }))
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(within(dialog).getByLabelText('Spanish title')).toHaveAccessibleDescription('The title field is required.'))
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/admin/services/1'))).toBe(false)
  })
})
