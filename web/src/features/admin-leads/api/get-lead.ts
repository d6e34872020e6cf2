import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import type { LeadDetail } from '../types'
import { leadKeys } from './keys'

/** GET /api/admin/leads/{id}: one lead with its consent proof, routing and delivery trail. */
export async function getLead(id: string): Promise<LeadDetail> {
  const response = await api.get<DataEnvelope<LeadDetail>>(`/admin/leads/${encodeURIComponent(id)}`)
  return response.data
}

export const leadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: leadKeys.detail(id),
    queryFn: () => getLead(id),
    staleTime: 0,
  })

export function useLead(id: string) {
  return useQuery(leadQueryOptions(id))
}
