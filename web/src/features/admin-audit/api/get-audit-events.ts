import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import type { AuditEvent } from '@/lib/admin/audit'
import { auditQueryParams, type AuditFilters } from '../filters'

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filters: AuditFilters, page: number) => [...auditKeys.all, { ...filters, page }] as const,
}

/** GET /api/admin/audit?actor=&action=&record_type=&record_id=&from=&to=&page=: newest first, 10 per page. */
export function getAuditEvents(filters: AuditFilters, page: number, signal?: AbortSignal): Promise<Paginated<AuditEvent>> {
  return api.get<Paginated<AuditEvent>>('/admin/audit', { params: auditQueryParams(filters, page), signal })
}

export const auditEventsQueryOptions = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: auditKeys.list(filters, page),
    queryFn: ({ signal }) => getAuditEvents(filters, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

export function useAuditEvents(filters: AuditFilters, page: number) {
  return useQuery(auditEventsQueryOptions(filters, page))
}
