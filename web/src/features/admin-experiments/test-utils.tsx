import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { ToastContainer } from 'react-toastify/unstyled'
import { vi } from 'vitest'
import { siteQueryOptions } from '@/lib/site'
import { experimentSettingsFixture } from '@/testing/experiment-fixtures'
import { adminUser, experimentRoutes, signIn, stubRoutes, type ExperimentsState, type RouteAnswer } from '@/testing/fetch-routes'
import { jsonResponse, testSite } from '@/testing/render'
import ExperimentPage from './ExperimentPage'
import ExperimentsAdminPage from './ExperimentsAdminPage'
import NewExperimentPage from './NewExperimentPage'
import type { Experiment, Results } from './types'

function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
}

/** The three experiments pages at their admin routes, starting at `route`. */
export function renderExperiments(route: string) {
  signIn()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  queryClient.setQueryData(siteQueryOptions.queryKey, testSite())
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/admin/experiments" element={<ExperimentsAdminPage />} />
            <Route path="/admin/experiments/new" element={<NewExperimentPage />} />
            <Route path="/admin/experiments/:id" element={<ExperimentPage />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <ToastContainer />
      </QueryClientProvider>,
    ),
  }
}

/**
 * Stubs fetch with the experiments routes around `experiments` (and their
 * `results`), the admin's profile and the settings; `extra` answers
 * instead. Returns the state the routes change and record.
 */
export function fakeServer(
  experiments: Experiment[],
  results: Record<number, Results> = {},
  extra: Record<string, RouteAnswer> = {},
  profile: object = adminUser,
): ExperimentsState & { fetchMock: ReturnType<typeof stubRoutes> } {
  const state: ExperimentsState = { experiments, results, calls: [] }
  const fetchMock = stubRoutes({
    'GET /api/auth/profile': jsonResponse(200, { data: profile }),
    'GET /api/admin/settings': jsonResponse(200, { data: experimentSettingsFixture }),
    ...experimentRoutes(state),
    ...extra,
  })
  return Object.assign(state, { fetchMock })
}

/** jsdom measures nothing: recharts' ResponsiveContainer needs an observer. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
}
