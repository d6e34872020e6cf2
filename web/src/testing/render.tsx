import type { ReactElement, ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { I18nProvider } from '@/i18n/I18nProvider'
import { experimentsQueryOptions, type Assignment } from '@/lib/experiments'
import { languageOf } from '@/i18n/language'
import { siteQueryOptions, siteQueryOptionsIn, fallbackSite, type SiteSettings } from '@/lib/site'

/** Shows the current path so tests can assert on redirects. */
function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname}</output>
}

export interface RenderOptions {
  route?: string
  site?: Partial<SiteSettings>
  /** The visitor's experiment variants (none unless given). */
  assignments?: Assignment[]
}

export function testSite(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    ...fallbackSite,
    brand: 'Test Claims',
    phone: '1-888-555-0142',
    phone_href: 'tel:+18885550142',
    email: 'help@test.example',
    consent: {
      version: 'c-test',
      text: 'By clicking Submit I confirm I am 18 or older, agree to the Privacy Policy and the Terms and Conditions, and consent to calls, e-mails and texts.',
      html: 'By clicking Submit I confirm I am 18 or older, agree to the <a href="/privacy-policy">Privacy Policy</a> and the <a href="/term-and-conditions">Terms and Conditions</a>, and consent to calls, e-mails and texts.',
    },
    ...overrides,
  }
}

/** Renders with a fresh query client (site settings and experiment assignments pre-filled) and an in-memory router. */
export function renderWithProviders(ui: ReactElement, { route = '/', site, assignments = [] }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  queryClient.setQueryData(siteQueryOptions.queryKey, testSite(site))
  // A Spanish page asks for the site in Spanish (GET /api/site?lang=es): the same settings.
  const lang = languageOf(route)
  if (lang !== 'en') queryClient.setQueryData(siteQueryOptionsIn(lang).queryKey, testSite(site))
  queryClient.setQueryData(experimentsQueryOptions.queryKey, { assignments })
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <I18nProvider>
          <Routes>
            <Route path="*" element={children} />
          </Routes>
          <LocationProbe />
        </I18nProvider>
      </MemoryRouter>
    </QueryClientProvider>
  )
  return { queryClient, ...render(wrap(ui)) }
}

/** A fetch stub answering with the given status and JSON body. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}
