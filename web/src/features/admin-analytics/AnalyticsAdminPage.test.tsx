import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { ToastContainer } from 'react-toastify/unstyled'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SESSION_KEY } from '@/lib/api-client'
import { siteQueryOptions } from '@/lib/site'
import { jsonResponse, testSite } from '@/testing/render'
import AnalyticsAdminPage from './AnalyticsAdminPage'
import { mapScale } from './components/StateMapCard'
import { checkRange, lastDays } from './range'
import type { Analytics } from './types'

const fixture: Analytics = {
  from: '2026-03-01',
  to: '2026-03-03',
  leads: {
    total: 6,
    routing: [
      { day: '2026-03-01', routed: 2, unrouted: 0, duplicate: 1, suppressed: 0 },
      { day: '2026-03-02', routed: 0, unrouted: 0, duplicate: 0, suppressed: 0 },
      { day: '2026-03-03', routed: 1, unrouted: 1, duplicate: 0, suppressed: 1 },
    ],
  },
  landing_pages: [
    { landing_page: '/', source: '', medium: '', campaign: '', views: 50, entries: 30, leads: 3, conversion_rate: 0.1 },
    { landing_page: '/blog', source: '', medium: '', campaign: '', views: 8, entries: 8, leads: 0, conversion_rate: 0 },
  ],
  languages: [
    { language: 'en', views: 50, entries: 30, leads: 2, conversion_rate: 0.0667 },
    { language: 'es', views: 8, entries: 8, leads: 1, conversion_rate: 0.125 },
  ],
  sources: [
    { source: 'google', medium: 'cpc', campaign: 'spring', views: 50, entries: 30, leads: 3, conversion_rate: 0.1 },
    { source: '(direct)', medium: '(direct)', campaign: '(direct)', views: 8, entries: 8, leads: 1, conversion_rate: 0.125 },
    { source: 'facebook', medium: 'social', campaign: '(direct)', views: 4, entries: 4, leads: 0, conversion_rate: 0 },
  ],
  states: [
    { state: 'CA', leads: 3 },
    { state: 'TX', leads: 2 },
    { state: '', leads: 1 },
  ],
  deliveries: {
    by_status: [
      { status: 'pending', count: 1 },
      { status: 'delivered', count: 3 },
      { status: 'failed', count: 0 },
      { status: 'dead', count: 1 },
    ],
    latency: [{ day: '2026-03-01', count: 3, p50_seconds: 30, p90_seconds: 90, max_seconds: 90 }],
    latency_overall: { count: 3, p50_seconds: 30, p90_seconds: 90, max_seconds: 90 },
  },
  partners: [
    {
      partner_id: 1,
      partner_name: 'Acme Law',
      delivered: 3,
      reported: 2,
      accepted: 1,
      rejected: 1,
      rejected_in_window: 1,
      returned: 1,
      acceptance_rate: 0.3333,
      rejected_in_window_rate: 0.3333,
      return_rate: 0.3333,
    },
  ],
  rebuilding: false,
}

interface Call {
  url: URL
  headers: Record<string, string>
}

function fakeServer(answer: (url: URL) => Response | Promise<Response> = () => jsonResponse(200, { data: fixture })) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://test.local')
      calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> })
      return answer(url)
    }),
  )
  return calls
}

function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
}

function renderPage(route = '/admin/analytics') {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: 'admin-token' }))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  queryClient.setQueryData(siteQueryOptions.queryKey, testSite())
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/admin/analytics" element={<AnalyticsAdminPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <ToastContainer />
    </QueryClientProvider>,
  )
}

const analyticsCalls = (calls: Call[]) =>
  calls.filter((c) => c.url.pathname === '/api/admin/analytics' && !c.url.searchParams.has('format'))

beforeEach(() => {
  // jsdom measures nothing: recharts' ResponsiveContainer needs an observer.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
  delete (URL as { createObjectURL?: unknown }).createObjectURL
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL
})

describe('AnalyticsAdminPage', () => {
  it('shows every chart with its numbers as a table', async () => {
    const calls = fakeServer()
    renderPage('/admin/analytics?from=2026-03-01&to=2026-03-03')
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument()
    expect(screen.getByText('Loading analytics…')).toBeInTheDocument()
    await screen.findByRole('heading', { name: 'Leads per day' })
    expect(Object.fromEntries(analyticsCalls(calls)[0].url.searchParams)).toEqual({ from: '2026-03-01', to: '2026-03-03' })

    for (const title of [
      'Leads per day',
      'Landing pages',
      'Languages',
      'Sources and campaigns',
      'Leads by state',
      'Deliveries by status',
      'Delivery time',
      'Partner acceptance and returns',
    ]) {
      const card = screen.getByRole('region', { name: title })
      expect(within(card).getByRole('table')).toBeInTheDocument()
      expect(within(card).getByRole('button', { name: `Download CSV of ${title}` })).toBeInTheDocument()
    }

    const perDay = within(screen.getByRole('table', { name: /Leads per day by routing outcome/ })).getAllByRole('row')
    expect(perDay).toHaveLength(4)
    expect(perDay[1]).toHaveTextContent('Mar 1, 2026' + '2' + '0' + '1' + '0' + '3')
    expect(perDay[3]).toHaveTextContent('Mar 3, 2026' + '1' + '1' + '0' + '1' + '3')

    const pages = within(screen.getByRole('table', { name: /per landing page/ })).getAllByRole('row')
    expect(pages[1]).toHaveTextContent('/' + '50' + '30' + '3' + '10%')
    const languages = within(screen.getByRole('table', { name: /per language/ })).getAllByRole('row')
    expect(languages.map((r) => r.textContent)).toEqual([
      'LanguageViewsVisitsLeadsConversion',
      'English' + '50' + '30' + '2' + '6.7%',
      'Spanish' + '8' + '8' + '1' + '12.5%',
    ])
    const sources = within(screen.getByRole('table', { name: /per source, medium and campaign/ })).getAllByRole('row')
    expect(sources[1]).toHaveTextContent('google' + 'cpc' + 'spring')
    expect(sources[2]).toHaveTextContent('(direct)')
    expect(sources[2]).toHaveTextContent('12.5%')
    // The server's "(direct)" for one empty value reads as "(none)" in its column.
    expect(within(sources[3]).getByRole('rowheader')).toHaveTextContent(/^facebook$/)
    expect(
      within(sources[3])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['social', '(none)', '4', '4', '0', '0%'])

    const states = within(screen.getByRole('table', { name: 'Leads by state' })).getAllByRole('row')
    expect(states[1]).toHaveTextContent('California (CA)3')
    expect(states[3]).toHaveTextContent('No state given1')
    // The map shades the states from the shipped outlines, with code and count on each.
    const map = document.querySelector('.analytics-map__svg')!
    expect(map.querySelectorAll('g[data-state]')).toHaveLength(51)
    expect(map.querySelectorAll('g[data-state] path')).toHaveLength(51)
    expect(map.querySelector('g[data-state="CA"]')).toHaveAttribute('data-leads', '3')
    expect(map.querySelector('g[data-state="CA"] title')).toHaveTextContent('California: 3 leads')
    expect(map.querySelector('g[data-state="CA"] path')).toHaveAttribute('fill', '#08306b')
    // The legend names each shade (drawn for the eye: the table is what a screen reader reads).
    expect([...document.querySelectorAll('.analytics-legend li')].map((li) => li.textContent)).toEqual([
      'No leads',
      '1 lead',
      '2 leads',
      '3 leads',
    ])

    expect(within(screen.getByRole('table', { name: 'Deliveries by status' })).getByRole('row', { name: /Delivered/ })).toHaveTextContent(
      '3',
    )
    expect(screen.getByText(/Median 30 s, 90th percentile 1.5 min, longest 1.5 min over 3 delivered/)).toBeInTheDocument()
    const partners = within(screen.getByRole('table', { name: 'Partner acceptance and return rates' })).getAllByRole('row')
    expect(
      within(partners[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Partner',
      'Delivered leads',
      'Reported',
      'Accepted',
      'Rejected',
      'Rejected in return window',
      'Returned',
      'Acceptance rate',
      'Return rate',
    ])
    expect(partners[1]).toHaveTextContent('Acme Law' + '3' + '2' + '1' + '1' + '1' + '1' + '33.3%' + '33.3%')

    // Summary tiles.
    expect(screen.getByText('Leads', { selector: 'dt' }).nextSibling).toHaveTextContent('6')
  })

  it('shows a table on demand', async () => {
    const user = userEvent.setup()
    fakeServer()
    renderPage()
    const card = await screen.findByRole('region', { name: 'Deliveries by status' })
    const toggle = within(card).getByRole('button', { name: 'Show table of Deliveries by status' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const table = within(card).getByRole('table')
    expect(table.parentElement).toHaveClass('visually-hidden')
    await user.click(toggle)
    expect(within(card).getByRole('button', { name: 'Hide table of Deliveries by status' })).toHaveAttribute('aria-expanded', 'true')
    expect(table.parentElement).not.toHaveClass('visually-hidden')
    // The conversion tables are the main view: open from the start.
    const pages = screen.getByRole('region', { name: 'Landing pages' })
    expect(within(pages).getByRole('button', { name: 'Hide table of Landing pages' })).toBeInTheDocument()
  })

  it('downloads a chart as CSV from the API with the bearer token', async () => {
    const user = userEvent.setup()
    const calls = fakeServer((url) =>
      url.searchParams.get('format') === 'csv'
        ? new Response('"State","Leads"\r\n"CA","3"\r\n', {
            status: 200,
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="analytics-states-2026-03-01-to-2026-03-03.csv"',
            },
          })
        : jsonResponse(200, { data: fixture }),
    )
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:analytics')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    renderPage('/admin/analytics?from=2026-03-01&to=2026-03-03')
    await user.click(await screen.findByRole('button', { name: 'Download CSV of Leads by state' }))
    await waitFor(() => expect(clicked).toHaveLength(1))
    const csvCall = calls.find((c) => c.url.searchParams.get('format') === 'csv')!
    expect(Object.fromEntries(csvCall.url.searchParams)).toEqual({ format: 'csv', section: 'states', from: '2026-03-01', to: '2026-03-03' })
    expect(csvCall.headers.Authorization).toBe('Bearer admin-token')
    expect(clicked[0].download).toBe('analytics-states-2026-03-01-to-2026-03-03.csv')
    await expect(createObjectURL.mock.calls[0][0].text()).resolves.toContain('"CA","3"')
  })

  it('picks 30 days, 90 days or a custom range', async () => {
    const user = userEvent.setup()
    const calls = fakeServer()
    renderPage()
    await screen.findByRole('heading', { name: 'Leads per day' })
    const today = new Date()
    expect(Object.fromEntries(analyticsCalls(calls)[0].url.searchParams)).toEqual(lastDays(30, today))
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true')

    await user.click(screen.getByRole('button', { name: 'Last 90 days' }))
    await waitFor(() => expect(analyticsCalls(calls)).toHaveLength(2))
    expect(Object.fromEntries(analyticsCalls(calls)[1].url.searchParams)).toEqual(lastDays(90, today))
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/analytics?range=90')

    await user.click(screen.getByRole('button', { name: 'Custom' }))
    const from = screen.getByLabelText('From')
    const to = screen.getByLabelText('To')
    await user.clear(from)
    await user.type(from, '2026-03-10')
    await user.clear(to)
    await user.type(to, '2026-03-01')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByText('The end date must not be before the start date.')).toBeInTheDocument()
    expect(to).toHaveAttribute('aria-invalid', 'true')
    expect(analyticsCalls(calls)).toHaveLength(2)

    await user.clear(to)
    await user.type(to, '2026-03-20')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(analyticsCalls(calls)).toHaveLength(3))
    expect(Object.fromEntries(analyticsCalls(calls)[2].url.searchParams)).toEqual({ from: '2026-03-10', to: '2026-03-20' })
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/analytics?from=2026-03-10&to=2026-03-20')
    expect(screen.getByText(/Mar 10, 2026 to Mar 20, 2026/, { selector: 'p' })).toBeInTheDocument()
  })

  it('says when there is nothing yet, and when loading fails', async () => {
    const empty: Analytics = {
      ...fixture,
      leads: { total: 0, routing: fixture.leads.routing.map((d) => ({ ...d, routed: 0, unrouted: 0, duplicate: 0, suppressed: 0 })) },
      landing_pages: [],
      sources: [],
      states: [],
      deliveries: {
        by_status: fixture.deliveries.by_status.map((s) => ({ ...s, count: 0 })),
        latency: [],
        latency_overall: { count: 0, p50_seconds: 0, p90_seconds: 0, max_seconds: 0 },
      },
      partners: [],
    }
    fakeServer(() => jsonResponse(200, { data: empty }))
    const { unmount } = renderPage()
    expect(await screen.findByText(/No visits or leads in this range yet/)).toBeInTheDocument()
    expect(screen.getByText('No deliveries in this range.', { selector: 'p' })).toBeInTheDocument()
    expect(screen.getByText('No leads delivered to partners in this range.', { selector: 'p' })).toBeInTheDocument()
    unmount()

    fakeServer(() => jsonResponse(500, { message: 'Server Error' }))
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics could not be loaded: Server Error')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('says the analytics are being rebuilt instead of showing partial numbers', async () => {
    fakeServer(() => jsonResponse(200, { data: { ...fixture, rebuilding: true } }))
    renderPage()
    expect(await screen.findByText(/analytics are being rebuilt after an update/)).toHaveAttribute('role', 'status')
    expect(screen.queryByText('Routed to a partner')).not.toBeInTheDocument()
  })
})

describe('analytics refresh', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('refetches on Refresh, disabled while fetching, with the time of the numbers in the operator’s zone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-03T21:30:00Z'))
    const user = userEvent.setup()
    let release: (() => void) | null = null
    const calls = fakeServer((url) => {
      if (url.pathname === '/api/admin/settings') return jsonResponse(200, { data: { operator_timezone: 'America/Los_Angeles' } })
      if (analyticsCalls(calls).length === 1) return jsonResponse(200, { data: fixture })
      // The second answer waits until the test lets it go.
      return new Promise<Response>((resolve) => {
        release = () => resolve(jsonResponse(200, { data: fixture }))
      })
    })
    renderPage('/admin/analytics?from=2026-03-01&to=2026-03-03')
    await screen.findByRole('heading', { name: 'Leads per day' })
    // 21:30 UTC is 1:30 PM in Los Angeles (PST), whatever the zone of the machine running the test.
    expect(await screen.findByText('Updated 1:30 PM PST')).toBeInTheDocument()
    const status = within(screen.getByRole('button', { name: 'Refresh' }).parentElement!).getByRole('status')
    expect(status).toBeEmptyDOMElement() // the first load is not announced

    vi.setSystemTime(new Date('2026-03-03T21:47:00Z'))
    const refresh = screen.getByRole('button', { name: 'Refresh' })
    await user.click(refresh)
    await waitFor(() => expect(analyticsCalls(calls)).toHaveLength(2))
    expect(Object.fromEntries(analyticsCalls(calls)[1].url.searchParams)).toEqual({ from: '2026-03-01', to: '2026-03-03' })
    expect(screen.getByRole('button', { name: 'Refreshing…' })).toBeDisabled()
    expect(status).toHaveTextContent('Refreshing the analytics…')

    release!()
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeEnabled()
    expect(screen.getByText('Updated 1:47 PM PST')).toBeInTheDocument()
    expect(status).toHaveTextContent('Analytics refreshed, updated 1:47 PM PST.')
  })
})

describe('analytics helpers', () => {
  it('checks a custom range', () => {
    expect(checkRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({})
    expect(checkRange({ from: '', to: '2026-03-31' })).toEqual({ from: 'Enter a start date.' })
    expect(checkRange({ from: '2026-02-30', to: '2026-03-31' })).toEqual({ from: 'Enter a start date.' })
    expect(checkRange({ from: '2025-01-01', to: '2026-03-01' }).to).toMatch(/at most 366 days/)
    expect(checkRange({ from: '2025-03-01', to: '2026-03-01' })).toEqual({})
  })

  it('steps the map legend up to the highest count', () => {
    expect(mapScale(0).map((s) => s.label)).toEqual(['No leads'])
    expect(mapScale(1).map((s) => s.label)).toEqual(['No leads', '1 lead'])
    expect(mapScale(3).map((s) => s.label)).toEqual(['No leads', '1 lead', '2 leads', '3 leads'])
    expect(mapScale(100).map((s) => s.label)).toEqual(['No leads', '1–25 leads', '26–50 leads', '51–75 leads', '76–100 leads'])
  })
})

const counts = (charged: number, credited: number, charges = 1, credits = 0) => ({
  charges,
  charged_cents: charged,
  credits,
  credited_cents: credited,
  revenue_cents: charged - credited,
})

const withRevenue: Analytics = {
  ...fixture,
  revenue: {
    total: counts(12550, 2500, 3, 1),
    days: [
      { day: '2026-03-01', ...counts(7550, 0, 2) },
      { day: '2026-03-02', ...counts(0, 0, 0) },
      { day: '2026-03-03', ...counts(5000, 2500, 1, 1) },
    ],
    states: [
      { state: 'TX', ...counts(7550, 0, 2) },
      { state: 'CA', ...counts(5000, 2500, 1, 1) },
    ],
    services: [
      { service_id: 4, service: 'Truck accidents', ...counts(5000, 0) },
      { service_id: null, service: '', ...counts(7550, 2500, 2, 1) },
    ],
    partners: [{ partner_id: 1, partner_name: 'Acme Law', ...counts(12550, 2500, 3, 1) }],
    sources: [{ source: 'google', medium: 'cpc', campaign: 'trucks', ...counts(12550, 2500, 3, 1) }],
  },
}

describe('AnalyticsAdminPage revenue', () => {
  it('shows the revenue in dollars, per day and by state, practice area, partner and source', async () => {
    const calls = fakeServer(() => jsonResponse(200, { data: withRevenue }))
    renderPage()
    const summary = await screen.findByText('Revenue (charges less credits)')
    expect(summary.nextElementSibling).toHaveTextContent('$100.50')
    const perDay = screen.getByRole('table', { name: 'Revenue per day' })
    // Days without money are left out of the table.
    expect(within(perDay).getAllByRole('row')).toHaveLength(3)
    expect(within(perDay).getByRole('row', { name: /2026-03-03/ })).toHaveTextContent('$50.00$25.00$25.00')

    const byState = screen.getByRole('table', { name: 'Revenue by state' })
    expect(within(byState).getByRole('row', { name: /TX/ })).toHaveTextContent('TX2$75.50$0.00$75.50')
    await userEvent.click(screen.getByRole('button', { name: 'Practice area' }))
    const byService = screen.getByRole('table', { name: 'Revenue by practice area' })
    expect(within(byService).getByRole('row', { name: /Truck accidents/ })).toHaveTextContent('$50.00')
    expect(within(byService).getByRole('row', { name: /\(none\)/ })).toHaveTextContent('$50.50')
    await userEvent.click(screen.getByRole('button', { name: 'Partner' }))
    expect(within(screen.getByRole('table', { name: 'Revenue by partner' })).getByRole('row', { name: /Acme Law/ })).toHaveTextContent(
      '$100.50',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Source and campaign' }))
    expect(
      within(screen.getByRole('table', { name: 'Revenue by source and campaign' })).getByRole('row', { name: /trucks/ }),
    ).toHaveTextContent('googlecpctrucks3$125.50$25.00$100.50')

    // Its CSV is the server's table of the breakdown shown.
    URL.createObjectURL = vi.fn(() => 'blob:x')
    URL.revokeObjectURL = vi.fn()
    const card = screen.getByRole('region', { name: 'Revenue by source and campaign' })
    await userEvent.click(within(card).getByRole('button', { name: /Download CSV/ }))
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('section') === 'revenue_sources')).toBe(true))
  })

  it('shows no money when the answer has none (a role without it)', async () => {
    fakeServer()
    renderPage()
    await screen.findByText('Accepted by partners')
    expect(screen.queryByText(/Revenue/)).not.toBeInTheDocument()
  })
})

const step = (n: number, views: number, completes: number, ended = 0) => ({ step: n, views, completes, ended })

const evaluation: NonNullable<Analytics['evaluation']> = {
  steps: [step(1, 200, 180), step(2, 180, 150), step(3, 150, 140), step(4, 140, 120), step(5, 120, 100, 12), step(6, 100, 60)],
  devices: [
    {
      key: 'mobile',
      steps: [step(1, 150, 130), step(2, 130, 100), step(3, 100, 95), step(4, 95, 80), step(5, 80, 66, 8), step(6, 66, 36)],
    },
    { key: 'desktop', steps: [step(1, 50, 50), step(2, 50, 50), step(3, 50, 45), step(4, 45, 40), step(5, 40, 34, 4), step(6, 34, 24)] },
  ],
  sources: [
    { key: 'google', steps: [step(1, 120, 110), step(6, 70, 45)] },
    { key: '(direct)', steps: [step(1, 80, 70), step(6, 30, 15)] },
  ],
  forms: {
    entries: 1000,
    short_form_leads: 30,
    evaluation_leads: 60,
    short_form_conversion_rate: 0.03,
    evaluation_conversion_rate: 0.06,
    evaluation_completion_rate: 0.3,
  },
  tiers: [
    { tier: 'A', leads: 12 },
    { tier: 'C', leads: 30 },
    { tier: 'B', leads: 18 },
    { tier: 'unrated', leads: 30 },
  ],
}

describe('the case evaluation on the Analytics page', () => {
  it('compares its conversion with the short forms, shows the drop-off per step by device, the sources and the tiers', async () => {
    const user = userEvent.setup()
    fakeServer(() => jsonResponse(200, { data: { ...fixture, evaluation } }))
    renderPage()
    const section = await screen.findByRole('region', { name: 'Case evaluation' })
    expect(within(section).getByRole('heading', { level: 2, name: 'Case evaluation' })).toBeInTheDocument()

    const forms = within(section).getByTestId('evaluation-forms')
    const tile = (label: string) => within(forms).getByText(label).nextElementSibling
    expect(tile('Visits')).toHaveTextContent('1,000')
    expect(tile('Short forms: leads per visit')).toHaveTextContent('3%30 leads')
    expect(tile('Case evaluation: leads per visit')).toHaveTextContent('6%60 leads')
    expect(tile('Evaluations finished')).toHaveTextContent('30%')

    // The drop-off: every step named, its views, completions and share; the chart's numbers are in the table.
    const funnel = within(section).getByRole('region', { name: 'Drop-off by step' })
    expect(within(funnel).getByRole('heading', { level: 3 })).toHaveTextContent('Drop-off by step')
    expect(within(funnel).queryByRole('button', { name: /Download CSV/ })).toBeNull()
    const table = within(funnel).getByRole('table', { name: /drop-off by step, all devices/ })
    const rows = within(table).getAllByRole('row')
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Step', 'Views', 'Completed', 'Share completed', 'Ended here', 'Left'])
    expect(rows.slice(1).map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      '1. Accident type',
      '2. When and where',
      '3. Injuries',
      '4. The accident',
      '5. Lawyer',
      '6. Contact details',
    ])
    expect(
      within(rows[5])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['120', '100', '83.3%', '12', '8'])

    // One device's funnel.
    const devices = within(funnel).getByRole('group', { name: 'Device' })
    expect(
      within(devices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All devices', 'Mobile', 'Desktop'])
    expect(within(devices).getByRole('button', { name: 'All devices' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(within(devices).getByRole('button', { name: 'Mobile' }))
    expect(within(devices).getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true')
    const mobile = within(funnel).getByRole('table', { name: /drop-off by step, mobile/ })
    expect(
      within(within(mobile).getAllByRole('row')[6])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['66', '36', '54.5%', '0', '30'])

    const sources = within(section).getByRole('region', { name: 'Case evaluation by source' })
    const sourceRows = within(within(sources).getByRole('table')).getAllByRole('row')
    expect(sourceRows[1]).toHaveTextContent('google' + '120' + '70' + '45' + '37.5%')
    expect(sourceRows[2]).toHaveTextContent('(direct)' + '80' + '30' + '15' + '18.8%')

    const tiers = within(section).getByRole('region', { name: 'Leads by tier' })
    const tierRows = within(within(tiers).getByRole('table', { name: 'Leads by tier' })).getAllByRole('row')
    expect(tierRows.slice(1).map((r) => r.textContent)).toEqual([
      'Tier A1213.3%',
      'Tier B1820%',
      'Tier C3033.3%',
      'Tier D00%',
      'Unrated (short forms)3033.3%',
    ])
  })

  it('says so when no step was counted, and is absent when the server sends no evaluation', async () => {
    const empty = {
      ...evaluation,
      steps: evaluation.steps.map((s) => ({ ...s, views: 0, completes: 0, ended: 0 })),
      devices: [],
      sources: [],
      tiers: [],
      forms: { ...evaluation.forms, evaluation_leads: 0, evaluation_conversion_rate: 0, evaluation_completion_rate: null },
    }
    fakeServer(() => jsonResponse(200, { data: { ...fixture, evaluation: empty } }))
    const view = renderPage()
    const section = await screen.findByRole('region', { name: 'Case evaluation' })
    expect(within(section).getByText('No steps of the case evaluation were counted in this range.', { selector: 'p' })).toBeInTheDocument()
    expect(within(section).queryByRole('group', { name: 'Device' })).toBeNull()
    expect(within(section).getAllByText('No steps of the case evaluation were counted in this range.', { selector: 'td' })).toHaveLength(1)
    expect(within(within(section).getByTestId('evaluation-forms')).getByText('Evaluations finished').nextElementSibling).toHaveTextContent(
      '—',
    )
    view.unmount()
    vi.unstubAllGlobals()

    fakeServer()
    renderPage()
    await screen.findByRole('heading', { name: 'Leads per day' })
    expect(screen.queryByRole('region', { name: 'Case evaluation' })).toBeNull()
  })
})
