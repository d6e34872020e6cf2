import { USER_ROLES, type UserRole } from './types'

/** The account list filters as they travel in the page URL and the API query string. */
export interface UserFilters {
  q: string
  role: UserRole | ''
}

export const EMPTY_USER_FILTERS: UserFilters = { q: '', role: '' }

/** Reads the filters from a query string; an unknown role is dropped rather than sent for a 422. */
export function readUserFilters(params: URLSearchParams): UserFilters {
  const role = (params.get('role') ?? '').trim()
  return {
    q: (params.get('q') ?? '').trim(),
    role: (USER_ROLES as ReadonlyArray<string>).includes(role) ? (role as UserRole) : '',
  }
}

/** Writes the filters (and the page when above 1) into a query string, dropping empty ones. */
export function writeUserFilters(filters: UserFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.q.trim()) params.set('q', filters.q.trim())
  if (filters.role) params.set('role', filters.role)
  if (page > 1) params.set('page', String(page))
  return params
}

export function hasUserFilters(filters: UserFilters): boolean {
  return filters.q !== '' || filters.role !== ''
}
