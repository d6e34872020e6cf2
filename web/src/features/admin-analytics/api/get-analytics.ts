import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import type { Analytics, DayRange } from '../types'

/** GET /api/admin/analytics?from=&to=: every series of the page in one answer. */
export async function getAnalytics(range: DayRange): Promise<Analytics> {
  const query = new URLSearchParams({ from: range.from, to: range.to })
  const response = await api.get<DataEnvelope<Analytics>>(`/admin/analytics?${query.toString()}`)
  return response.data
}

export function analyticsQueryOptions(range: DayRange) {
  return queryOptions({
    queryKey: ['admin', 'analytics', range.from, range.to],
    queryFn: () => getAnalytics(range),
    staleTime: 60_000,
    // While the summaries are being filled, ask again until they are.
    refetchInterval: (query) => (query.state.data?.rebuilding ? 10_000 : false),
  })
}

export function useAnalytics(range: DayRange) {
  return useQuery({ ...analyticsQueryOptions(range), placeholderData: keepPreviousData })
}
