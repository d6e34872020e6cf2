import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { partnersKey } from './get-partners'

/** How a partner's leads of one period turned out, by what it reported (decision 026). */
export interface OutcomeStats {
  days: number
  sent: number
  reported: number
  accepted: number
  rejected: number
  returned: number
  /** accepted / reported; null when nothing was reported. */
  acceptance_rate: number | null
  /** returned / sent; null when nothing was sent. */
  return_rate: number | null
}

export interface PartnerStats {
  partner_id: number
  /** The last 30 and the last 90 days. */
  periods: OutcomeStats[]
}

/** GET /api/admin/partners/{id}/stats. */
export function getPartnerStats(id: number, signal?: AbortSignal): Promise<PartnerStats> {
  return api.get<{ data: PartnerStats }>(`/admin/partners/${id}/stats`, { signal }).then((answer) => answer.data)
}

/** Under ['admin', 'partners'], so a change to the partners refreshes it too. */
export function usePartnerStats(id: number) {
  return useQuery({
    queryKey: [...partnersKey, id, 'stats'],
    queryFn: ({ signal }) => getPartnerStats(id, signal),
    staleTime: 60_000,
  })
}
