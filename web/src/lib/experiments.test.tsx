import { act, render, screen, waitFor } from '@testing-library/react'
import { StrictMode, useEffect } from 'react'
import { renderToString } from 'react-dom/server'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/testing/render'
import { stubRoutes } from '@/testing/fetch-routes'
import {
  ExposureCollector,
  ExposureCollectorContext,
  experimentsQueryOptions,
  resetExposuresForTests,
  useExposureReport,
  useVariant,
  type Assignment,
  type Target,
} from './experiments'

const headlineB: Assignment = { experiment_id: 3, target: 'hero_headline', variant: 'b', value: 'Injured? Check your claim.' }
const popupB: Assignment = {
  experiment_id: 4,
  target: 'popup',
  variant: 'b',
  value: { enabled: false, delay_seconds: 10, headline: 'Wait!' },
}

function Headline() {
  const headline = useVariant('hero_headline') ?? 'The setting'
  return <h1>{headline}</h1>
}

function Popup() {
  const popup = useVariant('popup', false)
  return <p>{popup ? `popup ${popup.enabled ? 'on' : 'off'} after ${popup.delay_seconds} s` : 'popup as set'}</p>
}

function client(assignments?: Assignment[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  if (assignments) queryClient.setQueryData(experimentsQueryOptions.queryKey, { assignments })
  return queryClient
}

/** The exposures asked of the server: each call's exposed targets. */
function exposuresSent(fetchMock: ReturnType<typeof stubRoutes>): string[][] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://test.local'))
    .filter((url) => url.pathname === '/api/experiments/assignments' && url.searchParams.has('exposed'))
    .map((url) => url.searchParams.get('exposed')!.split(','))
}

beforeEach(() => resetExposuresForTests())
afterEach(() => vi.unstubAllGlobals())

describe('useVariant', () => {
  it('is undefined where the visitor is in no experiment of the target, so the setting shows', async () => {
    const fetchMock = stubRoutes({})
    render(
      <QueryClientProvider client={client()}>
        <MemoryRouter>
          <Headline />
          <Popup />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    expect(screen.getByRole('heading')).toHaveTextContent('The setting')
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/experiments/assignments', expect.anything()))
    expect(screen.getByRole('heading')).toHaveTextContent('The setting')
    expect(screen.getByText('popup as set')).toBeInTheDocument()
  })

  it('asks for the experiments of the page’s language: a Spanish page’s, with lang=es', async () => {
    const fetchMock = stubRoutes({
      'GET /api/experiments/assignments': (_init, url) =>
        jsonResponse(200, { data: { assignments: url.includes('lang=es') ? [headlineB] : [] } }),
    })
    render(
      <QueryClientProvider client={client()}>
        <MemoryRouter initialEntries={['/es/services']}>
          <Headline />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    expect(await screen.findByRole('heading', { name: headlineB.value as string })).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith('/api/experiments/assignments?lang=es', expect.anything())
  })

  it('is the visitor’s variant where they have one: a text, or the pop-up’s object', () => {
    stubRoutes({})
    render(
      <QueryClientProvider client={client([headlineB, popupB])}>
        <MemoryRouter>
          <Headline />
          <Popup />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    expect(screen.getByRole('heading')).toHaveTextContent('Injured? Check your claim.')
    expect(screen.getByText('popup off after 10 s')).toBeInTheDocument()
  })

  it('records the targets a server render shows, not those only read', () => {
    const exposures = new ExposureCollector()
    const html = renderToString(
      <ExposureCollectorContext.Provider value={exposures}>
        <QueryClientProvider client={client([headlineB])}>
          <MemoryRouter>
            <Headline />
            <Popup />
          </MemoryRouter>
        </QueryClientProvider>
      </ExposureCollectorContext.Provider>,
    )
    expect(html).toContain('Injured? Check your claim.')
    expect([...exposures.targets]).toEqual<Target[]>(['hero_headline'])
  })
})

describe('useExposureReport', () => {
  const router = { navigate: (to: string): void => void to }
  const go = (to: string) => router.navigate(to)

  function Report({ rendered }: { rendered: boolean }) {
    useExposureReport(rendered)
    const navigate = useNavigate()
    useEffect(() => {
      router.navigate = (to) => void navigate(to)
    }, [navigate])
    return null
  }

  function CtaPage() {
    const label = useVariant('cta_label') ?? 'Get a Free Consultation'
    return <button type="button">{label}</button>
  }

  function renderApp(rendered: boolean, at = '/', assignments: Assignment[] = []) {
    const queryClient = client(assignments)
    render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[at]}>
            <Headline />
            <Routes>
              <Route path="/" element={<p>Home</p>} />
              <Route path="/faqs" element={<CtaPage />} />
              <Route path="/about-us" element={<CtaPage />} />
            </Routes>
            <Report rendered={rendered} />
          </MemoryRouter>
        </QueryClientProvider>
      </StrictMode>,
    )
    return queryClient
  }

  it('sends nothing for a server-rendered arrival, then each new target after a navigation, once', async () => {
    const fetchMock = stubRoutes({
      'GET /api/experiments/assignments': jsonResponse(200, { data: { assignments: [headlineB] } }),
    })
    renderApp(true)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(fetchMock).not.toHaveBeenCalled()

    act(() => go('/faqs'))
    await waitFor(() => expect(exposuresSent(fetchMock)).toEqual([['cta_label']]))
    // The answer is the visitor's assignments: the page follows it.
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('Injured? Check your claim.'))

    act(() => go('/about-us'))
    act(() => go('/'))
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(exposuresSent(fetchMock)).toEqual([['cta_label']])
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(document.cookie).toBe('')
    expect(sessionStorage.length + localStorage.length).toBe(0)
  })

  it('sends the targets of an arrival the browser drew itself, together in one request', async () => {
    const fetchMock = stubRoutes({})
    renderApp(false, '/faqs')
    await waitFor(() => expect(exposuresSent(fetchMock)).toEqual([['hero_headline', 'cta_label']]))
    act(() => go('/about-us'))
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(exposuresSent(fetchMock)).toHaveLength(1)
  })

  it('reports a target again on the next view when the server did not answer', async () => {
    let fail = true
    const fetchMock = stubRoutes({
      'GET /api/experiments/assignments': () =>
        fail ? jsonResponse(503, { message: 'Try again.' }) : jsonResponse(200, { data: { assignments: [] } }),
    })
    renderApp(true)
    act(() => go('/faqs'))
    await waitFor(() => expect(exposuresSent(fetchMock)).toEqual([['cta_label']]))
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    fail = false
    act(() => go('/about-us'))
    await waitFor(() => expect(exposuresSent(fetchMock)).toEqual([['cta_label'], ['cta_label']]))
  })
})
