import { vi } from 'vitest'
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
  permissions: ['dashboard', 'content'],
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
