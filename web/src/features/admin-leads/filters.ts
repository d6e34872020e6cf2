import { LEAD_TIERS, type LeadTier } from '@/lib/admin/tiers'
import { US_STATES } from '@/lib/us-states'
import {
  DELIVERY_STATUSES,
  LANGUAGE_LABELS,
  LEAD_ROUTINGS,
  LEAD_STATUSES,
  type ContactLanguage,
  type DeliveryStatus,
  type LeadRouting,
  type LeadStatus,
} from './types'

const CONTACT_LANGUAGES = Object.keys(LANGUAGE_LABELS) as ContactLanguage[]

/** The list filters as they travel in the page URL and in the API query string. */
export interface LeadFilters {
  /** Two-letter state code or ''. */
  state: string
  status: LeadStatus | ''
  /** What became of the lead when it arrived. */
  routing: LeadRouting | ''
  /** Leads with at least one delivery in this status. */
  delivery: DeliveryStatus | ''
  /** The case evaluation's tier, or unrated (the short forms' leads). */
  tier: LeadTier | ''
  /** The language the person wants to be contacted in. */
  language: ContactLanguage | ''
  /** The list's order: '' newest first, or 'tier' best tier first (newest first within a tier). */
  sort: LeadSort
  /** YYYY-MM-DD (inclusive, UTC) or ''. */
  from: string
  to: string
  q: string
  /** The lead's utm_source, utm_medium and utm_campaign (exact, any case) or ''. */
  source: string
  medium: string
  campaign: string
}

export const EMPTY_FILTERS: LeadFilters = {
  state: '',
  status: '',
  routing: '',
  delivery: '',
  tier: '',
  language: '',
  sort: '',
  from: '',
  to: '',
  q: '',
  source: '',
  medium: '',
  campaign: '',
}

export const FILTER_KEYS = [
  'state',
  'status',
  'routing',
  'delivery',
  'tier',
  'language',
  'sort',
  'from',
  'to',
  'q',
  'source',
  'medium',
  'campaign',
] as const

/** The orders of the list: newest first (''), or best tier first. */
export type LeadSort = '' | 'tier'
export const LEAD_SORTS: ReadonlyArray<Exclude<LeadSort, ''>> = ['tier']

/** The server's limit of a source, medium or campaign. */
const ATTRIBUTION_MAX = 255

function oneOf<T extends string>(allowed: ReadonlyArray<T>, value: string): T | '' {
  return (allowed as ReadonlyArray<string>).includes(value) ? (value as T) : ''
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

function isDate(value: string): boolean {
  if (!DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

/**
 * Reads the filters from a URL query string. Values the server would reject
 * (an unknown state, status, routing, delivery status or tier, a malformed date) are dropped, so a hand-edited
 * bookmark shows an unfiltered list instead of an error.
 */
export function readFilters(params: URLSearchParams): LeadFilters {
  const value = (key: string) => (params.get(key) ?? '').trim()
  const state = value('state').toUpperCase()
  const from = value('from')
  const to = value('to')
  return {
    state: US_STATES.some((s) => s.code === state) ? state : '',
    status: oneOf(LEAD_STATUSES, value('status')),
    routing: oneOf(LEAD_ROUTINGS, value('routing')),
    delivery: oneOf(DELIVERY_STATUSES, value('delivery')),
    tier: oneOf(LEAD_TIERS, value('tier')),
    language: oneOf(CONTACT_LANGUAGES, value('language')),
    sort: oneOf(LEAD_SORTS, value('sort')),
    from: isDate(from) ? from : '',
    to: isDate(to) ? to : '',
    q: value('q'),
    source: value('source').slice(0, ATTRIBUTION_MAX),
    medium: value('medium').slice(0, ATTRIBUTION_MAX),
    campaign: value('campaign').slice(0, ATTRIBUTION_MAX),
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

/** Whether any filter narrows the list (the order is no filter). */
export function hasFilters(filters: LeadFilters): boolean {
  return FILTER_KEYS.some((key) => key !== 'sort' && filters[key] !== '')
}

/** The filters as API query parameters (the api client drops the empty ones). */
export function filterParams(filters: LeadFilters): Record<string, string> {
  return {
    state: filters.state,
    status: filters.status,
    routing: filters.routing,
    delivery: filters.delivery,
    tier: filters.tier,
    language: filters.language,
    sort: filters.sort,
    from: filters.from,
    to: filters.to,
    q: filters.q,
    source: filters.source,
    medium: filters.medium,
    campaign: filters.campaign,
  }
}

/** A cursor as the server makes them (base64url); anything else is dropped, as a bad filter is. */
const CURSOR = /^[A-Za-z0-9_-]{1,100}$/

/** The `?before=` cursor of the URL (keyset paging), or '' when there is none or it is malformed. */
export function readCursor(params: URLSearchParams): string {
  const value = (params.get('before') ?? '').trim()
  return CURSOR.test(value) ? value : ''
}

/** The list's query string: the filters, the page when above 1, and the cursor when paging by it. */
export function writeListSearch(filters: LeadFilters, page: number, before: string): URLSearchParams {
  const params = writeFilters(filters, page)
  if (before) params.set('before', before)
  return params
}
