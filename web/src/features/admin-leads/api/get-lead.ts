import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import type { LeadDetail } from '../types'
import { leadKeys } from './keys'

/** GET /api/admin/leads/{id}: one lead with its consent proof, routing and delivery trail. */
export async function getLead(id: string): Promise<LeadDetail> {
  const response = await api.get<DataEnvelope<LeadDetail>>(`/admin/leads/${encodeURIComponent(id)}`)
  return response.data
}

/** While a delivery is on its way, the trail is read again this often. */
export const PENDING_REFRESH_MS = 3000

export const leadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: leadKeys.detail(id),
    queryFn: () => getLead(id),
    staleTime: 0,
    // A pending delivery or partner notice changes on the server by
    // itself: follow it until it is delivered, failed or dead.
    refetchInterval: (query) => {
      const lead = query.state.data
      const pending = lead?.deliveries?.some((d) => d.status === 'pending') || lead?.notices?.some((n) => n.status === 'pending')
      return pending ? PENDING_REFRESH_MS : false
    },
  })

export function useLead(id: string) {
  return useQuery(leadQueryOptions(id))
}
