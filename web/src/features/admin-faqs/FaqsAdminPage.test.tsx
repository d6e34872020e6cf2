import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { signIn, stubRoutes } from '@/testing/fetch-routes'
import FaqsAdminPage from './FaqsAdminPage'
import type { AdminQuestion } from './types'
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

function question(id: number, overrides: Partial<AdminQuestion> = {}): AdminQuestion {
  return {
    id,
    faq_question: `Question ${id}?`,
    answer: `Answer ${id}.`,
    es: null,
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
    ...overrides,
  }
}

function pageOf(data: AdminQuestion[], current_page = 1, total = data.length) {
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
    prev_page_url: current_page > 1 ? `/api/admin/questions?page=${current_page - 1}` : null,
    next_page_url: current_page < last_page ? `/api/admin/questions?page=${current_page + 1}` : null,
  }
}

const longAnswer = 'Most states give you two or three years from the accident to file a claim, but some are shorter.'

describe('FaqsAdminPage table', () => {
  it('numbers rows from the page and cuts answers to 60 characters', async () => {
    const user = userEvent.setup()
    signIn()
    const fetchMock = stubRoutes({
      'GET /api/admin/questions': (_init, url) =>
        url.includes('page=3')
          ? jsonResponse(200, pageOf([question(31)], 3, 31))
          : jsonResponse(200, pageOf([question(21, { answer: longAnswer }), question(22)], 2, 31)),
    })
    renderWithProviders(<FaqsAdminPage />, { route: '/admin/faqs?page=2' })
    const table = await screen.findByRole('table', { name: 'FAQs' })
    await within(table).findByText('Question 21?')
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/questions?page=2')

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(headers).toEqual(['#', 'Question', 'Spanish', 'Answer', 'Actions'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(within(rows[0]).getAllByRole('cell')[0]).toHaveTextContent('11')
    expect(within(rows[1]).getAllByRole('cell')[0]).toHaveTextContent('12')
    expect(within(rows[0]).getByText(`${longAnswer.slice(0, 60)}...`)).toBeInTheDocument()
    expect(within(rows[1]).getByText('Answer 22.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    await within(table).findByText('Question 31?')
    expect(within(within(table).getAllByRole('row')[1]).getAllByRole('cell')[0]).toHaveTextContent('21')
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/faqs')
  })

  it('shows the whole answer in the view modal', async () => {
    const user = userEvent.setup()
    signIn()
    stubRoutes({ 'GET /api/admin/questions': jsonResponse(200, pageOf([question(1, { answer: longAnswer })])) })
    renderWithProviders(<FaqsAdminPage />, { route: '/admin/faqs' })
    await user.click(await screen.findByRole('button', { name: 'View Question 1?' }))
    const dialog = screen.getByRole('dialog', { name: 'Question 1?' })
    expect(within(dialog).getByText(longAnswer)).toBeInTheDocument()
  })

  it('asks "Are you sure want to delete {faq_question} ?" and removes the row', async () => {
    const user = userEvent.setup()
    signIn()
    let deleted = false
    const fetchMock = stubRoutes({
      'GET /api/admin/questions': () => jsonResponse(200, pageOf(deleted ? [question(2)] : [question(1), question(2)])),
      'DELETE /api/admin/questions/1': () => {
        deleted = true
        return jsonResponse(200, { message: 'Question deleted successfully' })
      },
    })
    renderWithProviders(<FaqsAdminPage />, { route: '/admin/faqs' })
    await user.click(await screen.findByRole('button', { name: 'Delete Question 1?' }))
    let dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText('Are you sure want to delete Question 1? ?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Delete Question 1?' }))
    dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText('Question 1?')).not.toBeInTheDocument())
    expect(screen.getByText('Question 2?')).toBeInTheDocument()
    expect(notifySuccess).toHaveBeenCalledWith('Question deleted successfully')
  })

  it('reports a failed delete with the generic message', async () => {
    const user = userEvent.setup()
    signIn()
    stubRoutes({
      'GET /api/admin/questions': jsonResponse(200, pageOf([question(1)])),
      'DELETE /api/admin/questions/1': jsonResponse(500, { message: 'Server error. Please try again later.' }),
    })
    renderWithProviders(<FaqsAdminPage />, { route: '/admin/faqs' })
    await user.click(await screen.findByRole('button', { name: 'Delete Question 1?' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Some error occurred, Please try again!'))
    expect(screen.getByText('Question 1?')).toBeInTheDocument()
  })
})

describe('FaqsAdminPage forms', () => {
  it('creates a question as JSON and puts it on top', async () => {
    const user = userEvent.setup()
    signIn()
    let sent: unknown = null
    const created = question(40, { faq_question: 'How long do I have?', answer: 'Usually two years.' })
    stubRoutes({
      'GET /api/admin/questions': () => jsonResponse(200, pageOf(sent ? [created, question(1)] : [question(1)])),
      'POST /api/admin/questions': (init) => {
        sent = JSON.parse(String(init?.body))
        return jsonResponse(201, { message: 'Question created successfully', question: created })
      },
    })
    renderWithProviders(<FaqsAdminPage />, { route: '/admin/faqs' })
    await user.click(await screen.findByRole('button', { name: 'Add New' }))
    const dialog = screen.getByRole('dialog', { name: 'Add FAQ' })
    await user.type(within(dialog).getByLabelText('Question'), 'How long do I have?')
    await user.type(within(dialog).getByLabelText('Answer'), 'Usually two years.')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toEqual({ faq_question: 'How long do I have?', answer: 'Usually two years.', es: null })
    const rows = within(screen.getByRole('table', { name: 'FAQs' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows[0]).toHaveTextContent('How long do I have?')
    expect(notifySuccess).toHaveBeenCalledWith('Question created successfully')
  })

  it('edits with PUT and shows the server 422 under faq_question and answer', async () => {
    const user = userEvent.setup()
    signIn()
    let attempt = 0
    let sent: { init?: RequestInit } = {}
    stubRoutes({
      'GET /api/admin/questions': () => jsonResponse(200, pageOf([attempt > 1 ? question(1, { faq_question: 'Renamed?' }) : question(1)])),
      'PUT /api/admin/questions/1': (init) => {
        attempt += 1
        sent = { init }
        if (attempt === 1) {
          return jsonResponse(422, {
            message: 'The given data was invalid.',
            errors: { faq_question: ['The question may not be greater than 500 characters.'], answer: ['The answer field is required.'] },
          })
        }
        return jsonResponse(200, { message: 'Question updated successfully', question: question(1, { faq_question: 'Renamed?' }) })
      },
    })
    renderWithProviders(<FaqsAdminPage />, { route: '/admin/faqs' })
    await user.click(await screen.findByRole('button', { name: 'Edit Question 1?' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit FAQ' })
    expect(within(dialog).getByLabelText('Answer')).toHaveValue('Answer 1.')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))

    const field = within(dialog).getByLabelText('Question')
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    expect(field).toHaveAccessibleDescription('The question may not be greater than 500 characters.')
    expect(within(dialog).getByLabelText('Answer')).toHaveAccessibleDescription('The answer field is required.')
    expect(notifyError).toHaveBeenCalledWith('The given data was invalid.', 'Error', { autoClose: 5000 })
    expect(sent.init?.headers).toMatchObject({ 'Content-Type': 'application/json' })

    await user.clear(field)
    await user.type(field, 'Renamed?')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(JSON.parse(String(sent.init?.body))).toEqual({ faq_question: 'Renamed?', answer: 'Answer 1.', es: null })
    expect(await screen.findByText('Renamed?')).toBeInTheDocument()
    expect(notifySuccess).toHaveBeenCalledWith('Question updated successfully')
  })

  it('requires both fields before sending', async () => {
    const user = userEvent.setup()
    signIn()
    const fetchMock = stubRoutes({ 'GET /api/admin/questions': jsonResponse(200, pageOf([])) })
    renderWithProviders(<FaqsAdminPage />, { route: '/admin/faqs' })
    expect(await screen.findByText("No questions yet. Use 'Add New' to create the first one.")).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add New' }))
    const dialog = screen.getByRole('dialog', { name: 'Add FAQ' })
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('The question field is required.')).toBeInTheDocument()
    expect(within(dialog).getByText('The answer field is required.')).toBeInTheDocument()
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0)
  })
})

describe('FaqsAdminPage in Spanish', () => {
  it('marks the questions without a Spanish version and counts them', async () => {
    signIn()
    stubRoutes({
      'GET /api/admin/questions': jsonResponse(200, {
        ...pageOf([question(1, { es: { faq_question: '¿Cuánto?', answer: 'Nada.' } }), question(2)]),
        missing_spanish: 3,
      }),
    })
    renderWithProviders(<FaqsAdminPage />, { route: '/admin/faqs' })
    const table = await screen.findByRole('table', { name: 'FAQs' })
    await within(table).findByText('Question 2?')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(within(rows[0]).queryByText('No Spanish')).toBeNull()
    expect(within(rows[1]).getByText('No Spanish')).toBeInTheDocument()
    expect(screen.getByText('3 of the questions have no Spanish version yet.')).toBeInTheDocument()
  })

  it('sends the Spanish question and answer as es, and shows their 422s under them', async () => {
    const user = userEvent.setup()
    signIn()
    let sent: unknown = null
    stubRoutes({
      'GET /api/admin/questions': jsonResponse(200, pageOf([question(1)])),
      'PUT /api/admin/questions/1': (init) => {
        sent = JSON.parse(String(init?.body))
        return jsonResponse(422, {
          message: 'The given data was invalid.',
          errors: { 'es.answer': ['The answer may not be greater than 10000 characters.'] },
        })
      },
    })
    renderWithProviders(<FaqsAdminPage />, { route: '/admin/faqs' })
    await user.click(await screen.findByRole('button', { name: 'Edit Question 1?' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit FAQ' })
    await user.click(within(dialog).getByRole('tab', { name: /Spanish/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Add a Spanish version' }))
    await user.type(within(dialog).getByLabelText('Spanish question'), '¿Cuánto cuesta?')
    await user.type(within(dialog).getByLabelText('Spanish answer'), 'Nada.')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Spanish answer')).toHaveAccessibleDescription(
        'The answer may not be greater than 10000 characters.',
      ),
    )
    expect(sent).toEqual({ faq_question: 'Question 1?', answer: 'Answer 1.', es: { faq_question: '¿Cuánto cuesta?', answer: 'Nada.' } })
  })
})
