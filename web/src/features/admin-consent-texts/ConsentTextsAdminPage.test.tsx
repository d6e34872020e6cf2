import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { ToastContainer } from 'react-toastify/unstyled'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SESSION_KEY } from '@/lib/api-client'
import { siteQueryOptions } from '@/lib/site'
import { jsonResponse, testSite } from '@/testing/render'
import ConsentTextsAdminPage from './ConsentTextsAdminPage'
import { CONSENT_TEXT_MAX, type ConsentPublication } from './types'

const first: ConsentPublication = {
  id: 1,
  version: 'c-0123456789abcdef',
  text: 'I agree to be contacted by Accident Claim Help.',
  published_at: '2025-05-01T10:00:00Z',
  published_by: '',
  current: true,
  leads: 12,
  language: 'en',
}

interface Call {
  method: string
  path: string
  body: unknown
}

function fakeServer(post: (body: { text: string; language: 'en' | 'es' }) => Response) {
  const calls: Call[] = []
  let list: ConsentPublication[] = [first]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://test.local')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, path: url.pathname, body })
      if (url.pathname === '/api/admin/consent-texts' && method === 'GET') return jsonResponse(200, { data: list })
      if (url.pathname === '/api/admin/consent-texts' && method === 'POST') {
        const answer = post(body)
        if (answer.status === 201) {
          const published: ConsentPublication = {
            id: 2,
            version: 'c-fedcba9876543210',
            text: body.text,
            published_at: '2025-06-01T12:00:00Z',
            published_by: 'Site Admin <admin@claims.example>',
            current: true,
            leads: 0,
            language: body.language,
          }
          list = [published, ...list.map((p) => (p.language === body.language ? { ...p, current: false } : p))]
        }
        return answer
      }
      if (url.pathname === '/api/site') return jsonResponse(200, { data: testSite() })
      return jsonResponse(404, { message: 'not stubbed' })
    }),
  )
  return calls
}

function renderPage() {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: 'admin-token' }))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  queryClient.setQueryData(siteQueryOptions.queryKey, testSite())
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin/consent-text']}>
        <ConsentTextsAdminPage />
      </MemoryRouter>
      <ToastContainer />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('ConsentTextsAdminPage', () => {
  it('publishes a new version after a confirmation, and lists the history', async () => {
    const user = userEvent.setup()
    const calls = fakeServer(() => jsonResponse(201, { message: 'New consent text published.', data: {} }))
    renderPage()
    const editor = await screen.findByLabelText('Consent text')
    expect(editor).toHaveValue(first.text)
    const current = screen.getByRole('listitem', { name: `Version ${first.version} (current)` })
    expect(within(current).getByText('12 leads')).toBeInTheDocument()
    expect(within(current).getByText(/by the start-up settings/)).toBeInTheDocument()
    // Nothing to publish until the words change.
    expect(screen.getByRole('button', { name: 'Publish new version' })).toBeDisabled()

    await user.clear(editor)
    await user.type(editor, 'I agree to calls from Harbor Injury Line, Alpha and Beta.')
    await user.click(screen.getByRole('button', { name: 'Publish new version' }))
    const dialog = await screen.findByRole('dialog', { name: 'Publish new consent text?' })
    // Cancel sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Publish new version' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('New consent text published.')).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      text: 'I agree to calls from Harbor Injury Line, Alpha and Beta.',
      language: 'en',
    })
    const newest = await screen.findByRole('listitem', { name: 'Version c-fedcba9876543210 (current)' })
    expect(within(newest).getByText(/Site Admin <admin@claims.example>/)).toBeInTheDocument()
    // The published words are the form's starting point now: nothing left to publish or discard.
    expect(editor).toHaveValue('I agree to calls from Harbor Injury Line, Alpha and Beta.')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish new version' })).toBeDisabled())
    expect(screen.queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument()
    expect(screen.getByRole('listitem', { name: `Version ${first.version}` })).toBeInTheDocument()
    await waitFor(() => expect(calls.some((c) => c.path === '/api/site')).toBe(true))
  })

  it('shows the server’s refusal under the text', async () => {
    const user = userEvent.setup()
    fakeServer(() => jsonResponse(422, { message: 'The given data was invalid.', errors: { text: ['This is the current text already.'] } }))
    renderPage()
    const editor = await screen.findByLabelText('Consent text')
    await user.type(editor, ' ')
    await user.click(screen.getByRole('button', { name: 'Publish new version' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('This is the current text already.')).toBeInTheDocument()
    expect(editor).toHaveAttribute('aria-invalid', 'true')
  })

  it('refuses an empty text in the browser', async () => {
    const user = userEvent.setup()
    const calls = fakeServer(() => jsonResponse(201, { message: 'x', data: {} }))
    renderPage()
    await user.clear(await screen.findByLabelText('Consent text'))
    await user.click(screen.getByRole('button', { name: 'Publish new version' }))
    expect(await screen.findByText('The text field is required.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
  })

  it('counts the characters of the loaded text and as the admin types', async () => {
    const user = userEvent.setup()
    fakeServer(() => jsonResponse(201, { message: 'x', data: {} }))
    renderPage()
    const editor = await screen.findByLabelText('Consent text')
    expect(await screen.findByText(`${first.text.length} / ${CONSENT_TEXT_MAX} characters`)).toBeInTheDocument()
    await user.type(editor, ' Thanks.')
    expect(screen.getByText(`${first.text.length + 8} / ${CONSENT_TEXT_MAX} characters`)).toBeInTheDocument()
    await user.clear(editor)
    expect(screen.getByText(`0 / ${CONSENT_TEXT_MAX} characters`)).toBeInTheDocument()
  })

  it('puts the published words back on Discard changes', async () => {
    const user = userEvent.setup()
    fakeServer(() => jsonResponse(201, { message: 'x', data: {} }))
    renderPage()
    const editor = await screen.findByLabelText('Consent text')
    await waitFor(() => expect(editor).toHaveValue(first.text))
    await user.type(editor, ' Thanks.')
    await user.click(screen.getByRole('button', { name: 'Discard changes' }))
    expect(editor).toHaveValue(first.text)
    expect(screen.getByText(`${first.text.length} / ${CONSENT_TEXT_MAX} characters`)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Publish new version' })).toBeDisabled()
  })

  it('publishes per language: the Spanish text has its own editor and history', async () => {
    const user = userEvent.setup()
    const calls = fakeServer(() => jsonResponse(201, { message: 'New consent text published.', data: {} }))
    renderPage()
    await screen.findByLabelText('Consent text')
    const group = screen.getByRole('group', { name: 'Language' })
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(within(group).getByRole('button', { name: 'Spanish' }))
    expect(within(group).getByRole('button', { name: 'Spanish' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('No Spanish text is published yet')
    const editor = screen.getByLabelText('Consent text')
    expect(editor).toHaveValue('')
    expect(screen.queryByRole('listitem', { name: `Version ${first.version} (current)` })).not.toBeInTheDocument()

    await user.type(editor, 'Acepto que Harbor Injury Line me llame.')
    await user.click(screen.getByRole('button', { name: 'Publish new version' }))
    expect(within(await screen.findByRole('dialog')).getByText(/Every form on the Spanish pages/)).toBeInTheDocument()
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('New consent text published.')).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ text: 'Acepto que Harbor Injury Line me llame.', language: 'es' })
    expect(await screen.findByRole('listitem', { name: 'Version c-fedcba9876543210 (current)' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()

    // The English text is still current in English.
    await user.click(within(group).getByRole('button', { name: 'English' }))
    expect(screen.getByLabelText('Consent text')).toHaveValue(first.text)
    expect(screen.getByRole('listitem', { name: `Version ${first.version} (current)` })).toBeInTheDocument()
  })
})
