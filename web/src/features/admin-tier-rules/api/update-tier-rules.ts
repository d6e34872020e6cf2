import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { TierRulesAnswer, TierRulesInput } from '../types'
import { tierRulesKey } from './get-tier-rules'

/**
 * PUT /api/admin/tier-rules → 200 {message, data} with the new version (or the same one when nothing changed);
 * 422 errors per field (liability carries the sum of the weights).
 */
export function updateTierRules(rules: TierRulesInput): Promise<{ message: string; data: TierRulesAnswer }> {
  return api.put('/admin/tier-rules', rules)
}

export function useUpdateTierRules() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateTierRules,
    onSuccess: (answer) => queryClient.setQueryData(tierRulesKey, answer.data),
  })
}
