import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { partnersKey } from './get-partners'

/**
 * How the leads delivered to a partner in one period turned out, each by
 * the partner's latest report on it (decision 026; the analytics dashboard
 * counts the same way). delivered - reported is the leads with no report yet.
 */
export interface OutcomeStats {
  days: number
  delivered: number
  reported: number
  accepted: number
  rejected: number
  /** Rejections reported within the return window (what decision 026 called returns). */
  rejected_in_window: number
  /** Returns the operator approved (decision 049). */
  returned: number
  /** accepted / delivered; null when nothing was delivered. */
  acceptance_rate: number | null
  /** rejected_in_window / delivered; null when nothing was delivered. */
  rejected_in_window_rate: number | null
  /** returned / delivered; null when nothing was delivered. */
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
