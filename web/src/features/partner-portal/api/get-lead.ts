import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { PortalLeadDetail } from '../types'
import { leadsKey } from './portal-keys'

/** GET /api/partner/leads/{reference}: one of the firm's leads (404 for any other). */
export function getLead(reference: string, signal?: AbortSignal): Promise<PortalLeadDetail> {
  return api.get<{ data: PortalLeadDetail }>(`/partner/leads/${encodeURIComponent(reference)}`, { signal }).then((answer) => answer.data)
}

export function useLead(reference: string) {
  return useQuery({ queryKey: [...leadsKey, 'detail', reference], queryFn: ({ signal }) => getLead(reference, signal) })
}
