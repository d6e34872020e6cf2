import { vi } from 'vitest'
import type { Experiment, Results } from '@/features/admin-experiments/types'
import { draftResultsFixture } from './experiment-fixtures'
import { jsonResponse } from './render'

export type RouteAnswer = Response | ((init: RequestInit | undefined, url: string) => Response)

/** What every stub answers unless the test says otherwise: public routes every page asks. */
const defaultRoutes: Record<string, RouteAnswer> = {
  // The visitor is in no experiment (pages show the settings).
  'GET /api/experiments/assignments': jsonResponse(200, { data: { assignments: [] } }),
}

/**
 * Stubs fetch with answers by "METHOD /path" (query string ignored), e.g.
 * { 'GET /api/auth/profile': jsonResponse(200, {...}) }. Unknown calls
 * answer 404, but for defaultRoutes. Returns the mock so tests can inspect
 * the calls.
 */
export function stubRoutes(given: Record<string, RouteAnswer>) {
  const routes = { ...defaultRoutes, ...given }
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`
    const answer = routes[key]
    if (!answer) return jsonResponse(404, { message: `no stub for ${key}` })
    return typeof answer === 'function' ? answer(init, url) : answer.clone()
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

export function signIn(token = 'test-token', extra: Record<string, unknown> = {}): void {
  localStorage.setItem('claimsite.session', JSON.stringify({ access_token: token, ...extra }))
}

/** GET /api/auth/profile of each role, with the permissions the server gives it (package access). */
export const adminUser = {
  id: 1,
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'ada@example.com',
  role: 'admin',
  partner_id: null,
  email_verified: true,
  created_at: '2024-01-01T00:00:00Z',
  permissions: [
    'dashboard',
    'content',
    'leads',
    'leads.export',
    'analytics',
    'experiments',
    'partners.read',
    'partners',
    'returns',
    'users',
    'settings',
    'audit',
  ],
}
export const plainUser = {
  id: 2,
  first_name: 'Uma',
  last_name: 'User',
  email: 'uma@example.com',
  role: 'user',
  partner_id: null,
  email_verified: true,
  created_at: '2024-01-01T00:00:00Z',
  permissions: [],
}
export const editorUser = {
  ...adminUser,
  id: 3,
  first_name: 'Eddie',
  last_name: 'Editor',
  email: 'eddie@example.com',
  role: 'editor',
  permissions: ['dashboard', 'content', 'experiments'],
}
export const intakeUser = {
  ...adminUser,
  id: 4,
  first_name: 'Ines',
  last_name: 'Intake',
  email: 'ines@example.com',
  role: 'intake',
  permissions: ['dashboard', 'leads', 'partners.read', 'returns'],
}

/** The state behind experimentRoutes: tests read it after the screens changed it. */
export interface ExperimentsState {
  experiments: Experiment[]
  /** GET .../results by experiment id; a draft without one answers draftResultsFixture. */
  results: Record<number, Results>
  /** Every body the routes received, by "METHOD /path". */
  calls: Array<{ key: string; body: unknown }>
}

const STOPPED_AT = '2026-11-25T10:00:00Z'
const STARTED_AT = '2026-11-25T09:00:00Z'

/**
 * Every route of the experiments contract (issue 24) as a small server
 * around `state`: the list (newest first), create (201, a draft with the
 * next id), read, update, start (409 when another running experiment has the
 * same target), stop, ship and results. Spread into stubRoutes; an
 * `overrides` entry answers instead (a 422 to test, say).
 */
export function experimentRoutes(state: ExperimentsState, overrides: Record<string, RouteAnswer> = {}): Record<string, RouteAnswer> {
  const base = '/api/admin/experiments'
  const body = (init: RequestInit | undefined) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined)
  const record = (key: string, init: RequestInit | undefined) => state.calls.push({ key, body: body(init) })
  const find = (id: number) => state.experiments.find((e) => e.id === id)
  const replace = (next: Experiment) => {
    state.experiments = state.experiments.map((e) => (e.id === next.id ? next : e))
    return jsonResponse(200, { message: 'Experiment saved.', data: next })
  }
  const notFound = () => jsonResponse(404, { message: 'Experiment not found' })
  const nextId = Math.max(0, ...state.experiments.map((e) => e.id)) + 1
  const routes: Record<string, RouteAnswer> = {
    [`GET ${base}`]: () => jsonResponse(200, { data: [...state.experiments].sort((a, b) => b.id - a.id) }),
    [`POST ${base}`]: (init) => {
      record(`POST ${base}`, init)
      const input = body(init) as Partial<Experiment>
      const created = {
        ...(input as Experiment),
        id: nextId,
        status: 'draft' as const,
        started_at: null,
        stopped_at: null,
        shipped_variant: null,
        baseline_rate: null,
        baseline_qualified_rate: null,
      }
      state.experiments = [...state.experiments, created]
      return jsonResponse(201, { message: 'Experiment saved.', data: created })
    },
  }
  for (const id of [...state.experiments.map((e) => e.id), nextId]) {
    const path = `${base}/${id}`
    routes[`GET ${path}`] = () => {
      const e = find(id)
      return e ? jsonResponse(200, { data: e }) : notFound()
    }
    routes[`PUT ${path}`] = (init) => {
      record(`PUT ${path}`, init)
      const e = find(id)
      return e ? replace({ ...e, ...(body(init) as Partial<Experiment>) }) : notFound()
    }
    routes[`POST ${path}/start`] = (init) => {
      record(`POST ${path}/start`, init)
      const e = find(id)
      if (!e) return notFound()
      const other = state.experiments.find((o) => o.id !== id && o.status === 'running' && o.target === e.target)
      if (other) return jsonResponse(409, { message: `“${other.name}” already varies this target: stop it first.` })
      return replace({ ...e, status: 'running', started_at: STARTED_AT, baseline_rate: 0.03, baseline_qualified_rate: 0.012 })
    }
    routes[`POST ${path}/stop`] = (init) => {
      record(`POST ${path}/stop`, init)
      const e = find(id)
      return e ? replace({ ...e, status: 'stopped', stopped_at: STOPPED_AT }) : notFound()
    }
    routes[`POST ${path}/ship`] = (init) => {
      record(`POST ${path}/ship`, init)
      const e = find(id)
      const variant = (body(init) as { variant?: string } | undefined)?.variant ?? null
      return e ? replace({ ...e, status: 'shipped', stopped_at: e.stopped_at ?? STOPPED_AT, shipped_variant: variant }) : notFound()
    }
    routes[`GET ${path}/results`] = () => {
      const e = find(id)
      if (!e) return notFound()
      return jsonResponse(200, { data: state.results[id] ?? draftResultsFixture(e) })
    }
  }
  return { ...routes, ...overrides }
}
