import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import type { TierRulesAnswer } from '../types'

export const tierRulesKey = ['admin', 'tier-rules'] as const

/** GET /api/admin/tier-rules: the rules in force and every version, newest first. */
export async function getTierRules(signal?: AbortSignal): Promise<TierRulesAnswer> {
  const answer = await api.get<DataEnvelope<TierRulesAnswer>>('/admin/tier-rules', { signal })
  return answer.data
}

export const tierRulesQueryOptions = queryOptions({
  queryKey: tierRulesKey,
  queryFn: ({ signal }) => getTierRules(signal),
})

export function useTierRules() {
  return useQuery(tierRulesQueryOptions)
}
