import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { ToastContainer } from 'react-toastify/unstyled'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SESSION_KEY } from '@/lib/api-client'
import { siteQueryOptions } from '@/lib/site'
import { jsonResponse, testSite } from '@/testing/render'
import SuppressionsAdminPage from './SuppressionsAdminPage'
import type { Suppression } from './types'

const entries: Suppression[] = [
  { id: 2, phone: '5551234567', email: '', reason: 'Asked by phone', created_at: '2025-05-02T10:00:00Z' },
  { id: 1, phone: '', email: 'opt.out@example.com', reason: '', created_at: '2025-05-01T10:00:00Z' },
]

function page(data: Suppression[], total = data.length, current = 1) {
  const last = Math.max(1, Math.ceil(total / 10))
  return {
    data,
    current_page: current,
    last_page: last,
    total,
    per_page: 10,
    from: data.length ? (current - 1) * 10 + 1 : null,
    to: data.length ? (current - 1) * 10 + data.length : null,
    prev_page_url: null,
    next_page_url: current < last ? `/api/admin/suppressions?page=${current + 1}` : null,
  }
}

interface Call {
  method: string
  url: URL
  body: unknown
  contentType: string | undefined
}

function fakeServer(answers: { add?: (body: Record<string, unknown>) => Response; importFile?: () => Response } = {}) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://test.local')
      const method = init?.method ?? 'GET'
      const headers = (init?.headers ?? {}) as Record<string, string>
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body
      calls.push({ method, url, body, contentType: headers['Content-Type'] })
      if (url.pathname === '/api/admin/suppressions' && method === 'GET') return jsonResponse(200, page(entries, 12))
      if (url.pathname === '/api/admin/suppressions' && method === 'POST') {
        if (answers.add) return answers.add(body as Record<string, unknown>)
        return jsonResponse(201, { message: 'Added to the do-not-contact list', data: { ...entries[0], id: 3 } })
      }
      if (url.pathname === '/api/admin/suppressions/import' && method === 'POST') {
        if (answers.importFile) return answers.importFile()
        return jsonResponse(200, {
          message: '2 added, 1 skipped (already listed), 1 refused.',
          data: {
            added: 2,
            skipped: 1,
            skipped_lines: [4],
            refused: [{ line: 5, reason: 'The phone must be a 10-digit US number.' }],
            rows: 4,
          },
        })
      }
      if (method === 'DELETE') return jsonResponse(200, { message: 'Removed from the do-not-contact list' })
      return jsonResponse(404, { message: 'not stubbed' })
    }),
  )
  return calls
}

function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
}

function renderPage(route = '/admin/suppressions') {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: 'admin-token' }))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  queryClient.setQueryData(siteQueryOptions.queryKey, testSite())
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/admin/suppressions" element={<SuppressionsAdminPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <ToastContainer />
    </QueryClientProvider>,
  )
}

const listCalls = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/admin/suppressions')

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('SuppressionsAdminPage', () => {
  it('lists entries with a search in the URL and pages', async () => {
    const user = userEvent.setup()
    const calls = fakeServer()
    renderPage('/admin/suppressions?q=555')
    expect(screen.getByRole('heading', { level: 1, name: 'Do Not Contact' })).toBeInTheDocument()
    await screen.findByText('(555) 123-4567')
    const rows = within(screen.getByRole('table', { name: 'Do-not-contact list' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows[0]).toHaveTextContent('Asked by phone')
    expect(rows[1]).toHaveTextContent('opt.out@example.com')
    expect(screen.getByText('12 entries match')).toBeInTheDocument()
    expect(screen.getByLabelText('Search')).toHaveValue('555')
    expect(Object.fromEntries(listCalls(calls)[0].url.searchParams)).toEqual({ q: '555' })

    await user.clear(screen.getByLabelText('Search'))
    await user.type(screen.getByLabelText('Search'), 'opt')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/suppressions?q=opt'))
    await waitFor(() => expect(Object.fromEntries(listCalls(calls).at(-1)!.url.searchParams)).toEqual({ q: 'opt' }))
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(Object.fromEntries(listCalls(calls).at(-1)!.url.searchParams)).toEqual({ q: 'opt', page: '2' }))
  })

  it('adds an entry, and shows a refusal under its field', async () => {
    const user = userEvent.setup()
    let refuse = false
    const calls = fakeServer({
      add: () =>
        refuse
          ? jsonResponse(422, {
              message: 'Already on the do-not-contact list.',
              errors: { phone: ['Already on the do-not-contact list.'] },
            })
          : jsonResponse(201, { message: 'Added to the do-not-contact list', data: { ...entries[0], id: 3 } }),
    })
    renderPage()
    await screen.findByText('(555) 123-4567')
    const form = within(screen.getByRole('form', { name: 'Add to the do-not-contact list' }))
    await user.type(form.getByLabelText('Phone'), '(555) 987-6543')
    await user.type(form.getByLabelText('E-mail'), 'someone@example.com')
    await user.type(form.getByLabelText('Reason'), 'Complaint')
    await user.click(form.getByRole('button', { name: 'Add to list' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      phone: '(555) 987-6543',
      email: 'someone@example.com',
      reason: 'Complaint',
    })
    expect(await screen.findByText('Added to the do-not-contact list')).toBeInTheDocument()
    await waitFor(() => expect(form.getByLabelText('Phone')).toHaveValue(''))

    refuse = true
    await user.type(form.getByLabelText('Phone'), '5551234567')
    await user.click(form.getByRole('button', { name: 'Add to list' }))
    expect(await form.findByText('Already on the do-not-contact list.')).toBeInTheDocument()
    expect(form.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true')
    expect(form.getByLabelText('Phone')).toHaveValue('5551234567')
  })

  it('imports a CSV file as text/csv and shows the report', async () => {
    const user = userEvent.setup()
    const calls = fakeServer()
    renderPage()
    await screen.findByText('(555) 123-4567')
    const form = within(screen.getByRole('form', { name: 'Import a CSV file' }))
    expect(form.getByRole('button', { name: 'Import' })).toBeDisabled()
    const file = new File(['phone,email,reason\n5550000001,,x\n'], 'dnc.csv', { type: 'text/csv' })
    await user.upload(form.getByLabelText('CSV file'), file)
    await user.click(form.getByRole('button', { name: 'Import' }))
    const report = await screen.findByRole('status', { name: 'Import report' })
    expect(report).toHaveTextContent('2 added, 1 skipped (already listed: line 4), 1 refused.')
    expect(report).toHaveTextContent('Line 5: The phone must be a 10-digit US number.')
    const post = calls.find((c) => c.url.pathname === '/api/admin/suppressions/import')!
    expect(post.contentType).toBe('text/csv')
    expect(post.body).toBeInstanceOf(Blob)
    expect(await (post.body as Blob).text()).toContain('5550000001')
  })

  it('reports a refused import file', async () => {
    const user = userEvent.setup()
    fakeServer({
      importFile: () => jsonResponse(413, { message: 'The CSV file may have at most 10000 rows: split it into several files.' }),
    })
    renderPage()
    await screen.findByText('(555) 123-4567')
    const form = within(screen.getByRole('form', { name: 'Import a CSV file' }))
    await user.upload(form.getByLabelText('CSV file'), new File(['x'], 'big.csv', { type: 'text/csv' }))
    await user.click(form.getByRole('button', { name: 'Import' }))
    expect(await screen.findByText('The CSV file may have at most 10000 rows: split it into several files.')).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: 'Import report' })).toBeNull()
  })

  it('removes an entry after a confirmation', async () => {
    const user = userEvent.setup()
    const calls = fakeServer()
    renderPage()
    await screen.findByText('(555) 123-4567')
    await user.click(screen.getByRole('button', { name: 'Delete opt.out@example.com' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove from the list' })
    expect(dialog).toHaveTextContent('Are you sure want to delete opt.out@example.com ?')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/admin/suppressions/1')).toBe(true))
    expect(await screen.findByText('Removed from the do-not-contact list')).toBeInTheDocument()
  })
})
