import { adminUser } from '@/testing/fetch-routes'
import { SESSION_KEY } from '@/lib/api-client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router'
import { ToastContainer } from 'react-toastify/unstyled'
import { vi } from 'vitest'
import { siteQueryOptions } from '@/lib/site'
import { jsonResponse, testSite } from '@/testing/render'
import LeadDetailPage from './LeadDetailPage'
import LeadsPage from './LeadsPage'
import type { Delivery, LeadDetail } from './types'

/** Shows the current path and query string so tests can assert on the URL. */
function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
}

/** Stands in for the browser's Back button. */
function HistoryBack() {
  const navigate = useNavigate()
  return (
    <button type="button" onClick={() => navigate(-1)}>
      History back
    </button>
  )
}

/** Renders the two pages at their admin routes, starting at `route`. */
export function renderLeads(route: string) {
  // Signed in as the admin (stubFetch answers the profile).
  localStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: 'admin-token' }))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  queryClient.setQueryData(siteQueryOptions.queryKey, testSite())
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/admin/leads" element={<LeadsPage />} />
            <Route path="/admin/leads/:id" element={<LeadDetailPage />} />
          </Routes>
          <LocationProbe />
          <HistoryBack />
        </MemoryRouter>
        <ToastContainer />
      </QueryClientProvider>,
    ),
  }
}

/** A lead as GET /api/admin/leads/{id} answers it (the list's rows carry no `deliveries`; tests may ignore that). */
export function makeLead(overrides: Partial<LeadDetail> = {}): LeadDetail {
  return {
    id: 42,
    reference: 'K7M2Q9XR4T8B',
    source_form: 'consultation',
    first_name: 'Jordan',
    last_name: 'Rivera',
    name: '',
    email: 'jordan@example.com',
    phone: '5551234567',
    zip_code: '73301',
    state: 'TX',
    state_name: 'Texas',
    description: '',
    state_law_id: null,
    status: 'new',
    notes: '',
    verified: true,
    duplicate_of: null,
    consent: {
      given: true,
      text_version: 'c-1a2b3c4d',
      text: 'By clicking Submit I confirm I am 18 or older and agree to be contacted.',
      at: '2025-03-14T15:09:26Z',
      ip: '203.0.113.7',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0',
      page_url: 'https://claims.example/contact-us',
      referrer: 'https://search.example/?q=accident',
      leadid_token: 'A1B2C3D4-0000-4000-8000-000000001111',
      trustedform_cert_url: 'https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567',
      leadid_state: 'valid',
      trustedform_state: 'retained',
      trustedform_detail: 'retained until 2030-03-14T15:09:26Z',
    },
    service_id: null,
    routing: 'routed',
    deliveries: [],
    status_history: [{ status: 'new', changed_at: '2025-03-14T15:09:26Z', changed_by: null, changed_by_name: '' }],
    outcomes: [],
    created_at: '2025-03-14T15:09:26Z',
    updated_at: '2025-03-14T15:09:26Z',
    ...overrides,
  }
}

export function makeDelivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: 501,
    lead_id: 42,
    partner_id: 7,
    partner_name: 'Lone Star Injury Law',
    channel: 'email',
    status: 'delivered',
    attempts: 1,
    last_error: '',
    next_attempt_at: null,
    delivered_at: '2025-03-14T15:10:02Z',
    created_at: '2025-03-14T15:09:26Z',
    price_cents: null,
    charged: false,
    ...overrides,
  }
}

export function page<T>(
  data: T[],
  meta: Partial<{ current_page: number; last_page: number; total: number; next_cursor: string | null; total_exact: boolean }> = {},
) {
  const current = meta.current_page ?? 1
  const last = meta.last_page ?? 1
  return {
    next_cursor: meta.next_cursor ?? null,
    total_exact: meta.total_exact ?? true,
    data,
    current_page: current,
    last_page: last,
    total: meta.total ?? data.length,
    per_page: 10,
    from: data.length ? (current - 1) * 10 + 1 : null,
    to: data.length ? (current - 1) * 10 + data.length : null,
    prev_page_url: current > 1 ? `/api/admin/leads?page=${current - 1}` : null,
    next_page_url: current < last ? `/api/admin/leads?page=${current + 1}` : null,
  }
}

export interface FetchCall {
  url: URL
  method: string
  headers: Record<string, string>
  body: unknown
}

/**
 * Stubs fetch with a handler per request; records every call with its URL
 * parsed (relative to a dummy origin) so tests can check the query string.
 */
/**
 * Stubs fetch with handler. The lead page's audit trail (GET /api/admin/audit)
 * is answered by `audit`, by default with an empty page, so handlers that
 * answer everything else with a lead need not know about it.
 */
export function stubFetch(
  handler: (call: FetchCall) => Response | Promise<Response>,
  audit: (call: FetchCall) => Response | Promise<Response> = () => jsonResponse(200, page([])),
) {
  const calls: FetchCall[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FetchCall = {
      url: new URL(String(input), 'http://test.local'),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    }
    calls.push(call)
    // The signed-in admin (whose permissions show the exports).
    if (call.url.pathname === '/api/auth/profile') return jsonResponse(200, { data: adminUser })
    return call.url.pathname === '/api/admin/audit' ? audit(call) : handler(call)
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, fetchMock }
}

export { jsonResponse }
