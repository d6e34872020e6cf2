import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { ToastContainer } from 'react-toastify/unstyled'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SESSION_KEY } from '@/lib/api-client'
import { siteQueryOptions } from '@/lib/site'
import { jsonResponse, testSite } from '@/testing/render'
import TierRulesAdminPage from './TierRulesAdminPage'
import { toInput, weightSum } from './components/TierRulesForm'
import type { TierRules, TierRulesAnswer } from './types'

const v1: TierRules = {
  version: 1,
  liability: 30,
  injury: 35,
  timing: 20,
  contact: 15,
  min_a: 75,
  min_b: 55,
  min_c: 35,
  created_by: null,
  created_by_name: '',
  created_at: '2026-01-05T10:00:00Z',
}
const v2: TierRules = {
  ...v1,
  version: 2,
  liability: 35,
  injury: 30,
  min_a: 80,
  created_by: 1,
  created_by_name: 'Ada Admin',
  created_at: '2026-02-10T15:30:00Z',
}
const answer: TierRulesAnswer = { current: v2, versions: [v2, v1] }

interface Call {
  method: string
  path: string
  body: unknown
}

function fakeServer(put: (body: Record<string, number>) => Response = (body) => saved(body)) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://test.local')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, path: url.pathname, body })
      if (url.pathname === '/api/admin/tier-rules' && method === 'GET') return jsonResponse(200, { data: answer })
      if (url.pathname === '/api/admin/tier-rules' && method === 'PUT') return put(body as Record<string, number>)
      if (url.pathname === '/api/admin/settings') return jsonResponse(200, { data: { operator_timezone: 'UTC' } })
      return jsonResponse(404, { message: 'not stubbed' })
    }),
  )
  return calls
}

/** The server's answer to a save: version 3 with the body's values. */
function saved(body: Record<string, number>): Response {
  const v3: TierRules = { ...v2, ...body, version: 3, created_at: '2026-03-01T09:00:00Z' }
  return jsonResponse(200, { message: 'Tier rules saved as version 3.', data: { current: v3, versions: [v3, v2, v1] } })
}

function renderPage() {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: 'admin-token' }))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  queryClient.setQueryData(siteQueryOptions.queryKey, testSite())
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin/tier-rules']}>
        <TierRulesAdminPage />
      </MemoryRouter>
      <ToastContainer />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('weights', () => {
  it('adds up what is typed, counting what is not a number as 0', () => {
    expect(weightSum({ liability: '30', injury: '35', timing: '20', contact: '15' })).toBe(100)
    expect(weightSum({ liability: '30', injury: '', timing: 'x', contact: '15' })).toBe(45)
    expect(toInput({ liability: '30', injury: '35', timing: '20', contact: '15', min_a: '75', min_b: '55', min_c: '35' })).toEqual({
      liability: 30,
      injury: 35,
      timing: 20,
      contact: 15,
      min_a: 75,
      min_b: 55,
      min_c: 35,
    })
  })
})

describe('TierRulesAdminPage', () => {
  it('explains each sub-score, shows the rules in force and the running total of the weights', async () => {
    const user = userEvent.setup()
    fakeServer()
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Tier rules' })).toBeInTheDocument()
    const liability = await screen.findByRole('spinbutton', { name: 'Liability' })
    expect(liability).toHaveValue(35)
    expect(liability).toHaveAccessibleDescription(/who was at fault.*police report.*commercial vehicle/i)
    expect(screen.getByRole('spinbutton', { name: 'Injury' })).toHaveAccessibleDescription(/treatment.*goes on/i)
    expect(screen.getByRole('spinbutton', { name: 'Timing' })).toHaveAccessibleDescription(/deadline.*how recent/i)
    expect(screen.getByRole('spinbutton', { name: 'Contact and proof' })).toHaveAccessibleDescription(
      /phone.*TrustedForm.*LeadiD.*earlier request/i,
    )
    expect(screen.getByRole('spinbutton', { name: 'Tier A from' })).toHaveValue(80)
    expect(screen.getByText(/New leads are rated with/)).toHaveTextContent('version 2')
    expect(screen.getByRole('note')).toHaveTextContent(/makes a new version.*nothing is rated again/)
    expect(screen.getByTestId('weight-total')).toHaveTextContent('Total: 100% ✓ adds up to 100')

    await user.clear(liability)
    await user.type(liability, '30')
    expect(screen.getByTestId('weight-total')).toHaveTextContent('Total: 95% (5 short of 100)')
    await user.type(screen.getByRole('spinbutton', { name: 'Timing' }), '0')
    expect(screen.getByTestId('weight-total')).toHaveTextContent('Total: 275% (175 over 100)')
  })

  it('refuses to send weights that do not add up to 100', async () => {
    const user = userEvent.setup()
    const calls = fakeServer()
    renderPage()
    const injury = await screen.findByRole('spinbutton', { name: 'Injury' })
    await user.clear(injury)
    await user.type(injury, '20')
    await user.click(screen.getByRole('button', { name: 'Save as version 3' }))
    expect(await screen.findByText('The weights must add up to 100 (they add up to 90).')).toBeInTheDocument()
    expect(screen.getByRole('spinbutton', { name: 'Liability' })).toHaveFocus()
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([])
  })

  it('checks that each tier starts below the one above it', async () => {
    const user = userEvent.setup()
    const calls = fakeServer()
    renderPage()
    const minB = await screen.findByRole('spinbutton', { name: 'Tier B from' })
    await user.clear(minB)
    await user.type(minB, '85')
    await user.click(screen.getByRole('button', { name: 'Save as version 3' }))
    expect(await screen.findByText('Tier B must start below tier A.')).toBeInTheDocument()
    expect(minB).toHaveAttribute('aria-invalid', 'true')
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([])
  })

  it('saves the seven numbers as a new version and shows it in the history', async () => {
    const user = userEvent.setup()
    const calls = fakeServer()
    renderPage()
    const liability = await screen.findByRole('spinbutton', { name: 'Liability' })
    const injury = screen.getByRole('spinbutton', { name: 'Injury' })
    await user.clear(liability)
    await user.type(liability, '40')
    await user.clear(injury)
    await user.type(injury, '25')
    await user.click(screen.getByRole('button', { name: 'Save as version 3' }))
    expect(await screen.findByText('Tier rules saved as version 3.')).toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { liability: 40, injury: 25, timing: 20, contact: 15, min_a: 80, min_b: 55, min_c: 35 },
    ])
    const history = screen.getByRole('region', { name: 'Versions of the tier rules' })
    const rows = within(history).getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['3In force', '2', '1'])
    expect(screen.getByText(/New leads are rated with/)).toHaveTextContent('version 3')
    expect(screen.getByRole('button', { name: 'Save as version 4' })).toBeInTheDocument()
  })

  it('puts the server’s 422 errors under their fields, and the sum’s at the total', async () => {
    const user = userEvent.setup()
    fakeServer(() =>
      jsonResponse(422, {
        message: 'The given data was invalid.',
        errors: {
          liability: ['The weights must add up to 100 (they add up to 101).'],
          min_c: ['The least score of tier C must be from 1 and below tier B’s.'],
        },
      }),
    )
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Save as version 3' }))
    const minC = screen.getByRole('spinbutton', { name: 'Tier C from' })
    await waitFor(() => expect(minC).toHaveAttribute('aria-invalid', 'true'))
    expect(minC).toHaveAccessibleDescription(/least score of tier C must be from 1 and below tier B’s/)
    expect(screen.getByText('The weights must add up to 100 (they add up to 101).')).toBeInTheDocument()
    // The sum is no fault of the liability field alone.
    expect(screen.getByRole('spinbutton', { name: 'Liability' })).not.toHaveAttribute('aria-invalid')
    expect(await screen.findByText('The given data was invalid.')).toBeInTheDocument()
  })

  it('lists every version with who saved it, when, and what changed', async () => {
    fakeServer()
    renderPage()
    const history = await screen.findByRole('region', { name: 'Versions of the tier rules' })
    const header = within(history)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(header).toEqual([
      'Version',
      'Saved by',
      'Saved',
      'Liability',
      'Injury',
      'Timing',
      'Contact and proof',
      'Tier A from',
      'Tier B from',
      'Tier C from',
    ])
    const [, newest, oldest] = within(history).getAllByRole('row')
    expect(
      within(newest)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Ada Admin', expect.stringContaining('2026'), '35% (was 30%)', '30% (was 35%)', '20%', '15%', '80 (was 75)', '55', '35'])
    expect(within(newest).getByRole('rowheader')).toHaveTextContent('2In force')
    expect(within(oldest).getAllByRole('cell')[0]).toHaveTextContent('Default rules')
    expect(within(oldest).getByText('30%')).not.toHaveClass('tier-history__changed')
  })
})
