import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import type { AuditEvent } from '@/lib/admin/audit'
import { leadKeys } from './keys'

/** GET /api/admin/audit?record_type=lead&record_id={id}: who viewed and changed this lead, newest first (10). */
export function getLeadAudit(id: string, signal?: AbortSignal): Promise<Paginated<AuditEvent>> {
  return api.get<Paginated<AuditEvent>>('/admin/audit', { params: { record_type: 'lead', record_id: id }, signal })
}

export const leadAuditQueryOptions = (id: string) =>
  queryOptions({
    // Under the lead's key: whatever refreshes the lead refreshes its trail.
    queryKey: [...leadKeys.detail(id), 'audit'] as const,
    queryFn: ({ signal }) => getLeadAudit(id, signal),
    staleTime: 0,
  })

export function useLeadAudit(id: string) {
  return useQuery(leadAuditQueryOptions(id))
}
