import { US_STATES } from '@/lib/us-states'
import { LEAD_STATUSES, type LeadStatus } from './types'

/** The list filters as they travel in the page URL and in the API query string. */
export interface LeadFilters {
  /** Two-letter state code or ''. */
  state: string
  status: LeadStatus | ''
  /** YYYY-MM-DD (inclusive, UTC) or ''. */
  from: string
  to: string
  q: string
}

export const EMPTY_FILTERS: LeadFilters = { state: '', status: '', from: '', to: '', q: '' }

export const FILTER_KEYS = ['state', 'status', 'from', 'to', 'q'] as const

const DATE = /^\d{4}-\d{2}-\d{2}$/

function isDate(value: string): boolean {
  if (!DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

/**
 * Reads the filters from a URL query string. Values the server would reject
 * (an unknown state or status, a malformed date) are dropped, so a hand-edited
 * bookmark shows an unfiltered list instead of an error.
 */
export function readFilters(params: URLSearchParams): LeadFilters {
  const state = (params.get('state') ?? '').trim().toUpperCase()
  const status = (params.get('status') ?? '').trim()
  const from = (params.get('from') ?? '').trim()
  const to = (params.get('to') ?? '').trim()
  return {
    state: US_STATES.some((s) => s.code === state) ? state : '',
    status: (LEAD_STATUSES as ReadonlyArray<string>).includes(status) ? (status as LeadStatus) : '',
    from: isDate(from) ? from : '',
    to: isDate(to) ? to : '',
    q: (params.get('q') ?? '').trim(),
  }
}

/** Writes the filters (and the page when above 1) back into a query string, dropping empty ones. */
export function writeFilters(filters: LeadFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim()
    if (value !== '') params.set(key, value)
  }
  if (page > 1) params.set('page', String(page))
  return params
}

export function hasFilters(filters: LeadFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== '')
}

/** The filters as API query parameters (the api client drops the empty ones). */
export function filterParams(filters: LeadFilters): Record<string, string> {
  return { state: filters.state, status: filters.status, from: filters.from, to: filters.to, q: filters.q }
}
