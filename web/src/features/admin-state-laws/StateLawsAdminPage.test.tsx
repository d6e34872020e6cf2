import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { signIn, stubRoutes } from '@/testing/fetch-routes'
import { PLACEHOLDER_IMAGE } from '@/components/admin'
import { polyfillLayout, preloadRichTextEditor, setRichText } from '@/components/admin/rich-text-testing'
import StateLawsAdminPage from './StateLawsAdminPage'
import type { AdminStateLaw } from './types'
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

function stateLaw(id: number, overrides: Partial<AdminStateLaw> = {}): AdminStateLaw {
  return {
    id,
    name: `State ${id}`,
    code: `S${String.fromCharCode(64 + (id % 26 || 26))}`,
    title: `State ${id} personal injury law`,
    description: `<p>Facts about state ${id}.</p>`,
    path: `state_laws/${id}.png`,
    seo_title: `SEO ${id}`,
    seo_description: '',
    seo_keywords: '',
    sol_years: 2,
    fault_rule: 'modified_51',
    government_notice_days: null,
    no_fault: false,
    bar_referral_url: '',
    bar_referral_phone: '',
    citation: 'Tex. Civ. Prac. & Rem. Code § 16.003',
    reviewed_on: null,
    es: null,
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
    ...overrides,
  }
}

function pageOf(data: AdminStateLaw[], current_page = 1, total = data.length) {
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
    prev_page_url: current_page > 1 ? `/api/admin/state_laws?page=${current_page - 1}` : null,
    next_page_url: current_page < last_page ? `/api/admin/state_laws?page=${current_page + 1}` : null,
  }
}

describe('StateLawsAdminPage table', () => {
  it('numbers rows from the page and shows code, thumbnail or placeholder and SEO title', async () => {
    signIn()
    const fetchMock = stubRoutes({
      'GET /api/admin/state_laws': jsonResponse(200, pageOf([stateLaw(11), stateLaw(12, { path: '' })], 2, 51)),
    })
    renderWithProviders(<StateLawsAdminPage />, { route: '/admin/state-law?page=2' })
    const table = await screen.findByRole('table', { name: 'State laws' })
    await within(table).findByText('State 11')
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/state_laws?page=2')

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(headers).toEqual(['#', 'Name', 'Spanish', 'Code', 'Title', 'Image', 'SEO Title', 'Actions'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(within(rows[0]).getAllByRole('cell')[0]).toHaveTextContent('11')
    expect(within(rows[1]).getAllByRole('cell')[0]).toHaveTextContent('12')
    expect(within(rows[0]).getByText('State 11 personal injury law')).toBeInTheDocument()
    expect(within(rows[0]).getByText('SEO 11')).toBeInTheDocument()

    const image = within(rows[0]).getByRole('img', { name: 'State 11' })
    expect(image).toHaveAttribute('src', '/storage/state_laws/11.png')
    expect(image).toHaveAttribute('width', '40')
    expect(within(rows[1]).getByRole('img', { name: 'State 12' })).toHaveAttribute('src', PLACEHOLDER_IMAGE)
    expect(screen.getByRole('navigation', { name: 'State laws pages' })).toBeInTheDocument()
  })

  it('renders the sanitized description HTML in the view modal, with the paragraphs of its fact markers as the page writes them', async () => {
    const user = userEvent.setup()
    signIn()
    stubRoutes({
      'GET /api/admin/state_laws': jsonResponse(
        200,
        pageOf([
          stateLaw(5, {
            name: 'California',
            code: 'CA',
            citation: 'Cal. Civ. Proc. Code § 335.1',
            description: '<h2>Deadline</h2><div data-fact="statute"></div><p>Our <strong>note</strong>.</p>',
          }),
        ]),
      ),
    })
    renderWithProviders(<StateLawsAdminPage />, { route: '/admin/state-law' })
    await user.click(await screen.findByRole('button', { name: 'View California' }))
    const dialog = screen.getByRole('dialog', { name: 'California (CA)' })
    expect(within(dialog).getByRole('heading', { name: 'Deadline', level: 2 })).toBeInTheDocument()
    expect(within(dialog).getByText('note').tagName).toBe('STRONG')
    expect(dialog).toHaveTextContent(
      'In California, the general statute of limitations for personal-injury claims is two years, usually counted from the date of the injury (Cal. Civ. Proc. Code § 335.1).',
    )
  })

  it('asks before deleting with the title and removes the row', async () => {
    const user = userEvent.setup()
    signIn()
    let deleted = false
    stubRoutes({
      'GET /api/admin/state_laws': () => jsonResponse(200, pageOf(deleted ? [stateLaw(2)] : [stateLaw(1), stateLaw(2)])),
      'DELETE /api/admin/state_laws/1': () => {
        deleted = true
        return jsonResponse(200, { message: 'State law deleted successfully' })
      },
    })
    renderWithProviders(<StateLawsAdminPage />, { route: '/admin/state-law' })
    await user.click(await screen.findByRole('button', { name: 'Delete State 1' }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText('Are you sure want to delete State 1 personal injury law ?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText('State 1')).not.toBeInTheDocument())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(notifySuccess).toHaveBeenCalledWith('State law deleted successfully')
  })
})

describe('StateLawsAdminPage forms', () => {
  it('edits the description as rich text and sends _method=PUT with the HTML, upper-cased code', async () => {
    const user = userEvent.setup()
    signIn()
    let sent: FormData | null = null
    const saved = stateLaw(1, { code: 'TX', description: '<p>New <strong>bold</strong> text</p>' })
    stubRoutes({
      'GET /api/admin/state_laws': () => jsonResponse(200, pageOf([sent ? saved : stateLaw(1)])),
      'POST /api/admin/state_laws/1': (init) => {
        sent = init?.body as FormData
        return jsonResponse(200, { message: 'State law updated successfully', state_law: saved })
      },
    })
    renderWithProviders(<StateLawsAdminPage />, { route: '/admin/state-law' })
    await user.click(await screen.findByRole('button', { name: 'Edit State 1' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit State Law' })
    const code = within(dialog).getByLabelText('Code')
    await user.clear(code)
    await user.type(code, 'tx')
    expect(code).toHaveValue('TX')

    const description = await within(dialog).findByRole('textbox', { name: 'Description' }, { timeout: 10_000 })
    expect(description.innerHTML).toContain('Facts about state 1.')
    expect(within(dialog).getByRole('toolbar', { name: 'Description formatting' })).toBeInTheDocument()
    setRichText(description, '<p>New <strong>bold</strong> text</p>')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const body = sent as unknown as FormData
    expect(body.get('_method')).toBe('PUT')
    expect(body.get('code')).toBe('TX')
    expect(body.get('description')).toBe('<p>New <strong>bold</strong> text</p>')
    expect(body.has('path')).toBe(false)
    expect(notifySuccess).toHaveBeenCalledWith('State law updated successfully')
    expect(within(screen.getByRole('table', { name: 'State laws' })).getByText('TX')).toBeInTheDocument()
  })

  it("edits the state's facts: the deadline, the fault rule and what is not known", async () => {
    const user = userEvent.setup()
    signIn()
    let sent: FormData | null = null
    stubRoutes({
      'GET /api/admin/state_laws': () => jsonResponse(200, pageOf([stateLaw(1)])),
      'POST /api/admin/state_laws/1': (init) => {
        sent = init?.body as FormData
        return jsonResponse(200, { message: 'State law updated successfully', state_law: stateLaw(1) })
      },
    })
    renderWithProviders(<StateLawsAdminPage />, { route: '/admin/state-law' })
    await user.click(await screen.findByRole('button', { name: 'Edit State 1' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit State Law' })
    const facts = within(dialog).getByRole('group', { name: 'The state’s facts' })
    expect(within(facts).getByLabelText('Statute of limitations (years)')).toHaveValue(2)
    expect(within(facts).getByLabelText('Fault rule')).toHaveValue('modified_51')
    await user.clear(within(facts).getByLabelText('Statute of limitations (years)'))
    await user.type(within(facts).getByLabelText('Statute of limitations (years)'), '11')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    expect(await within(facts).findByText('Enter a whole number of years from 1 to 10.')).toBeInTheDocument()
    expect(sent).toBeNull()
    await user.clear(within(facts).getByLabelText('Statute of limitations (years)'))
    await user.type(within(facts).getByLabelText('Statute of limitations (years)'), '3')
    await user.selectOptions(within(facts).getByLabelText('Fault rule'), 'Contributory negligence')
    await user.type(within(facts).getByLabelText('Notice of a claim against a public body (days)'), '90')
    await user.click(within(facts).getByLabelText('No-fault (PIP) car insurance state'))
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(sent).not.toBeNull())
    const body = sent as unknown as FormData
    expect(body.get('sol_years')).toBe('3')
    expect(body.get('fault_rule')).toBe('contributory')
    expect(body.get('government_notice_days')).toBe('90')
    expect(body.get('no_fault')).toBe('true')
    expect(body.get('reviewed_on')).toBe('')
  })

  it('checks the code, the empty description and the image type before sending', async () => {
    const user = userEvent.setup({ applyAccept: false })
    signIn()
    const fetchMock = stubRoutes({ 'GET /api/admin/state_laws': jsonResponse(200, pageOf([stateLaw(1)])) })
    renderWithProviders(<StateLawsAdminPage />, { route: '/admin/state-law' })
    await user.click(await screen.findByRole('button', { name: 'Add New' }))
    const dialog = screen.getByRole('dialog', { name: 'Add State Law' })
    await user.type(within(dialog).getByLabelText('Name'), 'Alaska')
    await user.type(within(dialog).getByLabelText('Code'), 'a1')
    await user.type(within(dialog).getByLabelText('Title'), 'Alaska law')
    await user.upload(within(dialog).getByLabelText('Image'), new File(['x'], 'map.svg', { type: 'image/svg+xml' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await within(dialog).findByText('The code must be two letters.')).toBeInTheDocument()
    expect(within(dialog).getByText('The image must be a file of type: png, jpeg, jpg, gif.')).toBeInTheDocument()
    expect(await within(dialog).findByRole('textbox', { name: 'Description' }, { timeout: 10_000 })).toHaveAccessibleDescription(
      expect.stringContaining('The description field is required.'),
    )
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0)
  })

  it('creates a page, puts it on top and maps the server 422 under the fields first', async () => {
    const user = userEvent.setup()
    signIn()
    let attempt = 0
    let posted: FormData | null = null
    const created = stateLaw(60, { name: 'Alaska', code: 'AK', title: 'Alaska law' })
    stubRoutes({
      'GET /api/admin/state_laws': () => jsonResponse(200, pageOf(posted ? [created, stateLaw(1)] : [stateLaw(1)])),
      'POST /api/admin/state_laws': (init) => {
        attempt += 1
        if (attempt === 1) {
          return jsonResponse(422, {
            message: 'The given data was invalid.',
            errors: {
              name: ['The name has already been taken.'],
              code: ['The code has already been taken.'],
              description: ['The description field is required.'],
            },
          })
        }
        posted = init?.body as FormData
        return jsonResponse(201, { message: 'State law created successfully', state_law: created })
      },
    })
    renderWithProviders(<StateLawsAdminPage />, { route: '/admin/state-law' })
    await user.click(await screen.findByRole('button', { name: 'Add New' }))
    const dialog = screen.getByRole('dialog', { name: 'Add State Law' })
    await user.type(within(dialog).getByLabelText('Name'), 'Alaska')
    await user.type(within(dialog).getByLabelText('Code'), 'ak')
    await user.type(within(dialog).getByLabelText('Title'), 'Alaska law')
    const description = await within(dialog).findByRole('textbox', { name: 'Description' }, { timeout: 10_000 })
    setRichText(description, '<p>Two years.</p>')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    const name = within(dialog).getByLabelText('Name')
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    expect(name).toHaveAccessibleDescription('The name has already been taken.')
    expect(within(dialog).getByLabelText('Code')).toHaveAccessibleDescription(expect.stringContaining('The code has already been taken.'))
    expect(description).toHaveAccessibleDescription(expect.stringContaining('The description field is required.'))
    expect(description).toHaveAttribute('aria-invalid', 'true')
    expect(notifyError).toHaveBeenCalledWith('The given data was invalid.', 'Error', { autoClose: 5000 })

    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const body = posted as unknown as FormData
    expect(body.get('code')).toBe('AK')
    expect(body.get('description')).toBe('<p>Two years.</p>')
    expect(body.has('_method')).toBe(false)
    const rows = within(screen.getByRole('table', { name: 'State laws' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows[0]).toHaveTextContent('Alaska')
    expect(notifySuccess).toHaveBeenCalledWith('State law created successfully')
  })

  it('shows the generic message for other failures', async () => {
    const user = userEvent.setup()
    signIn()
    stubRoutes({
      'GET /api/admin/state_laws': jsonResponse(200, pageOf([stateLaw(1)])),
      'POST /api/admin/state_laws/1': jsonResponse(500, { message: 'Server error. Please try again later.' }),
    })
    renderWithProviders(<StateLawsAdminPage />, { route: '/admin/state-law' })
    await user.click(await screen.findByRole('button', { name: 'Edit State 1' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Some error occurred, Please try again!'))
    expect(screen.getByRole('dialog', { name: 'Edit State Law' })).toBeInTheDocument()
  })

  it('shows the fact markers in the description and what the page writes at them from the facts being edited', async () => {
    const user = userEvent.setup()
    signIn()
    let sent: FormData | null = null
    const description =
      '<p>Intro.</p><h2>Statute of limitations</h2><div data-fact="statute"></div><h2>Fault rule</h2><div data-fact="fault-name"></div><p>Our note.</p><div data-fact="no-fault"></div>'
    stubRoutes({
      'GET /api/admin/state_laws': () => jsonResponse(200, pageOf([stateLaw(1, { name: 'Michigan', code: 'MI', description })])),
      'POST /api/admin/state_laws/1': (init) => {
        sent = init?.body as FormData
        return jsonResponse(200, { message: 'State law updated successfully', state_law: stateLaw(1) })
      },
    })
    renderWithProviders(<StateLawsAdminPage />, { route: '/admin/state-law' })
    await user.click(await screen.findByRole('button', { name: 'Edit Michigan' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit State Law' })
    const editor = await within(dialog).findByRole('textbox', { name: 'Description' }, { timeout: 10_000 })
    expect(editor).toHaveAccessibleDescription(expect.stringContaining('written on the page from the state’s facts below'))
    expect(within(editor).getByText(/^Statute of limitations paragraph: written here from the facts/)).toBeInTheDocument()
    expect(within(editor).getByText(/^Fault rule, named only/)).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Insert the statute of limitations paragraph' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Insert the fault rule paragraphs' })).toBeDisabled()

    const preview = within(dialog).getByRole('region', { name: 'On the page, from these facts' })
    expect(preview).toHaveTextContent('In Michigan, the general statute of limitations for personal-injury claims is two years')
    expect(preview).toHaveTextContent('Michigan follows modified comparative negligence with a 51% bar.')
    expect(preview).not.toHaveTextContent('recover nothing')
    expect(preview).toHaveTextContent('Nothing: the state is not a no-fault state.')

    const facts = within(dialog).getByRole('group', { name: 'The state’s facts' })
    await user.clear(within(facts).getByLabelText('Statute of limitations (years)'))
    await user.type(within(facts).getByLabelText('Statute of limitations (years)'), '3')
    await user.click(within(facts).getByLabelText('No-fault (PIP) car insurance state'))
    expect(preview).toHaveTextContent('is three years')
    expect(preview).toHaveTextContent('Michigan has a no-fault auto insurance system.')
    await user.clear(within(facts).getByLabelText('Statute of limitations (years)'))
    expect(preview).toHaveTextContent('Nothing: neither the statute of limitations nor a notice period is known.')

    // The markers go back to the server as they came.
    await user.type(within(facts).getByLabelText('Statute of limitations (years)'), '3')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(sent).not.toBeNull())
    expect((sent as unknown as FormData).get('description')).toBe(description)
  })

  it('says so when the description holds no marker', async () => {
    const user = userEvent.setup()
    signIn()
    stubRoutes({ 'GET /api/admin/state_laws': jsonResponse(200, pageOf([stateLaw(1)])) })
    renderWithProviders(<StateLawsAdminPage />, { route: '/admin/state-law' })
    await user.click(await screen.findByRole('button', { name: 'Edit State 1' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit State Law' })
    expect(within(dialog).getByRole('region', { name: 'On the page, from these facts' })).toHaveTextContent(
      'The description holds no marker: the page shows only its own words.',
    )
  })
})

describe('StateLawsAdminPage in Spanish', () => {
  const spanish = {
    name: 'Carolina del Norte',
    title: 'Ley de lesiones de Carolina del Norte',
    description: '<p>Hechos.</p><div data-fact="statute"></div>',
    seo_title: '',
    seo_description: '',
    seo_keywords: '',
  }

  it('marks the pages without a Spanish version and counts them', async () => {
    signIn()
    stubRoutes({
      'GET /api/admin/state_laws': jsonResponse(200, { ...pageOf([stateLaw(1, { es: spanish }), stateLaw(2)]), missing_spanish: 1 }),
    })
    renderWithProviders(<StateLawsAdminPage />, { route: '/admin/state-law' })
    const table = await screen.findByRole('table', { name: 'State laws' })
    await within(table).findByText('State 2')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(within(rows[0]).queryByText('No Spanish')).toBeNull()
    expect(within(rows[1]).getByText('No Spanish')).toBeInTheDocument()
    expect(screen.getByText('1 of the state pages has no Spanish version yet.')).toBeInTheDocument()
  })

  it('edits the Spanish name and rich-text description beside the English, and shows their 422s under them', async () => {
    const user = userEvent.setup()
    signIn()
    let sent: FormData | null = null
    stubRoutes({
      'GET /api/admin/state_laws': jsonResponse(200, pageOf([stateLaw(1, { es: spanish })])),
      'POST /api/admin/state_laws/1': (init) => {
        sent = init?.body as FormData
        return jsonResponse(422, { message: 'The given data was invalid.', errors: { 'es.name': ['The name has already been taken.'] } })
      },
    })
    renderWithProviders(<StateLawsAdminPage />, { route: '/admin/state-law' })
    await user.click(await screen.findByRole('button', { name: 'Edit State 1' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit State Law' })
    await user.click(within(dialog).getByRole('tab', { name: /Spanish/ }))
    const name = within(dialog).getByLabelText('Spanish name')
    expect(name).toHaveValue('Carolina del Norte')
    const description = await within(dialog).findByRole('textbox', { name: 'Spanish description' }, { timeout: 10_000 })
    setRichText(description, '<p>Otros hechos.</p><div data-fact="statute"></div>')
    await user.clear(name)
    await user.type(name, 'Texas')
    await user.click(within(dialog).getByRole('tab', { name: /English/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Spanish name')).toHaveAccessibleDescription(
        expect.stringContaining('The name has already been taken.'),
      ),
    )
    expect(within(dialog).getByRole('tab', { name: /Spanish/ })).toHaveAttribute('aria-selected', 'true')
    const es = JSON.parse((sent as unknown as FormData).get('es') as string)
    expect(es).toMatchObject({ name: 'Texas', title: spanish.title })
    expect(es.description).toContain('Otros hechos.')
    expect(es.description).toContain('data-fact="statute"')
  })
})
