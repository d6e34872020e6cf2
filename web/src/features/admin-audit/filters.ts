import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, type AuditAction, type AuditRecordType } from '@/lib/admin/audit'
import type { UrlFilterCodec } from '@/lib/admin/use-url-filters'

/**
 * The audit log's filters as they travel in the page URL:
 * `?actor=&action=&record_type=&record_id=&from=&to=&page=`. `q` is the actor
 * box (an account id or part of an e-mail), named q because it is the one
 * typed into and debounced (useUrlFilters).
 */
export interface AuditFilters {
  q: string
  action: AuditAction | ''
  record_type: AuditRecordType | ''
  record_id: string
  /** YYYY-MM-DD (inclusive, UTC) or ''. */
  from: string
  to: string
}

export const EMPTY_AUDIT_FILTERS: AuditFilters = { q: '', action: '', record_type: '', record_id: '', from: '', to: '' }

const DATE = /^\d{4}-\d{2}-\d{2}$/
/** What the server takes as a record id: a number or a consent text's version. */
export const RECORD_ID = /^[A-Za-z0-9_.-]{1,64}$/

function isDate(value: string): boolean {
  if (!DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

function oneOf<T extends string>(allowed: ReadonlyArray<T>, value: string): T | '' {
  return (allowed as ReadonlyArray<string>).includes(value) ? (value as T) : ''
}

/**
 * Reads the filters from a query string. Values the server would refuse
 * (an unknown action or record type, a malformed id or date) are dropped,
 * so a hand-edited bookmark shows the whole log instead of an error.
 */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const value = (key: string) => (params.get(key) ?? '').trim()
  const recordId = value('record_id')
  const from = value('from')
  const to = value('to')
  return {
    q: value('actor').slice(0, 255),
    action: oneOf(AUDIT_ACTIONS, value('action')),
    record_type: oneOf(AUDIT_RECORD_TYPES, value('record_type')),
    record_id: RECORD_ID.test(recordId) ? recordId : '',
    from: isDate(from) ? from : '',
    to: isDate(to) ? to : '',
  }
}

/** The filters as API query parameters (`actor` for the actor box), with the page when above 1. */
export function auditQueryParams(filters: AuditFilters, page = 1): Record<string, string> {
  const params: Record<string, string> = {}
  const set = (key: string, value: string) => {
    if (value.trim() !== '') params[key] = value.trim()
  }
  set('actor', filters.q)
  set('action', filters.action)
  set('record_type', filters.record_type)
  set('record_id', RECORD_ID.test(filters.record_id.trim()) ? filters.record_id : '')
  set('from', filters.from)
  set('to', filters.to)
  if (page > 1) params.page = String(page)
  return params
}

/** Writes the filters (and the page when above 1) into a query string, dropping empty ones. */
export function writeAuditFilters(filters: AuditFilters, page = 1): URLSearchParams {
  return new URLSearchParams(auditQueryParams(filters, page))
}

export function hasAuditFilters(filters: AuditFilters): boolean {
  return Object.values(filters).some((value) => value !== '')
}

export const auditFilterCodec: UrlFilterCodec<AuditFilters> = {
  read: readAuditFilters,
  write: writeAuditFilters,
  empty: EMPTY_AUDIT_FILTERS,
}
