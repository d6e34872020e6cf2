import { describe, expect, it } from 'vitest'
import { auditQueryParams, EMPTY_AUDIT_FILTERS, hasAuditFilters, readAuditFilters, writeAuditFilters } from './filters'

describe('audit log filters', () => {
  it('maps every filter to its API query parameter, the actor box to actor', () => {
    const filters = {
      q: ' ada@example ',
      action: 'role_change' as const,
      record_type: 'user' as const,
      record_id: '12',
      from: '2026-03-01',
      to: '2026-03-31',
    }
    expect(auditQueryParams(filters, 3)).toEqual({
      actor: 'ada@example',
      action: 'role_change',
      record_type: 'user',
      record_id: '12',
      from: '2026-03-01',
      to: '2026-03-31',
      page: '3',
    })
  })

  it('leaves out empty filters, page 1 and a record id the server would refuse', () => {
    expect(auditQueryParams(EMPTY_AUDIT_FILTERS)).toEqual({})
    expect(auditQueryParams({ ...EMPTY_AUDIT_FILTERS, record_id: '1 OR 1=1' }, 1)).toEqual({})
    expect(auditQueryParams({ ...EMPTY_AUDIT_FILTERS, q: '   ', action: 'view' })).toEqual({ action: 'view' })
  })

  it('reads the URL back into the same filters (round trip)', () => {
    const filters = { q: '7', action: 'export' as const, record_type: 'lead' as const, record_id: '42', from: '2026-01-02', to: '' }
    const params = writeAuditFilters(filters, 2)
    expect(params.toString()).toBe('actor=7&action=export&record_type=lead&record_id=42&from=2026-01-02&page=2')
    expect(readAuditFilters(params)).toEqual(filters)
  })

  it('drops values the server would refuse from a hand-edited URL', () => {
    const got = readAuditFilters(
      new URLSearchParams('action=nap&record_type=pony&record_id=%3Cscript%3E&from=2026-02-30&to=yesterday&actor=x'),
    )
    expect(got).toEqual({ ...EMPTY_AUDIT_FILTERS, q: 'x' })
    expect(hasAuditFilters(got)).toBe(true)
    expect(hasAuditFilters(EMPTY_AUDIT_FILTERS)).toBe(false)
  })
})
