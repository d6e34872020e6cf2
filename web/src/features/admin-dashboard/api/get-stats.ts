import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'

/** GET /api/admin/stats: live counts for the dashboard (DESIGN.md §6). */
export interface AdminStats {
  services: number
  state_laws: number
  blogs: number
  questions: number
  users: number
  leads_today: number
  leads_week: number
  leads_total: number
  leads_new: number
  leads_unrouted: number
  deliveries_failed: number
  deliveries_dead: number
  partners_at_cap: number
  /** The lead and delivery counts' summaries are being filled (after an upgrade); those counts are 0 until then. */
  rebuilding: boolean
}

export async function getAdminStats(): Promise<AdminStats> {
  const response = await api.get<DataEnvelope<AdminStats>>('/admin/stats')
  return response.data
}

export const adminStatsQueryOptions = queryOptions({
  queryKey: ['admin', 'stats'],
  queryFn: getAdminStats,
  staleTime: 0,
  refetchInterval: (query) => (query.state.data?.rebuilding ? 10_000 : false),
})

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions)
}
