import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'

/** The site's content: sent to a role with the content permission. */
export interface ContentStats {
  services: number
  state_laws: number
  blogs: number
  questions: number
}

/** The accounts: sent to a role with the users permission. */
export interface AccountStats {
  users: number
}

/** The leads and what needs the operator about them: sent to a role with the leads permission. */
export interface LeadStats {
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

/** GET /api/admin/stats: live counts for the dashboard (DESIGN.md §6), each part only for a role that may see it. */
export type AdminStats = Partial<ContentStats & AccountStats & LeadStats>

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
