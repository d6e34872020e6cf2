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

/** The returns waiting for a decision: sent to a role with the returns permission. */
export interface ReturnStats {
  returns_pending: number
}

/** A prepaid firm whose balance less holds is under its low-balance threshold, or under its own price. */
export interface LowBalancePartner {
  partner_id: number
  name: string
  available_cents: number
  low_balance_cents: number
  price_cents: number
  /** It can no longer pay its own default price: routing skips it. */
  cannot_pay: boolean
}

/** Money: sent to a role with the partners permission (admin). */
export interface MoneyStats {
  /** The operator's month, YYYY-MM. */
  revenue_month: string
  /** Charges less credits of that month's UTC days so far, in cents. */
  revenue_month_cents: number
  partners_low_balance: LowBalancePartner[]
}

/** GET /api/admin/stats: live counts for the dashboard (DESIGN.md §6), each part only for a role that may see it. */
export type AdminStats = Partial<ContentStats & AccountStats & LeadStats & ReturnStats & MoneyStats>

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
