import { useMutation, useQueryClient } from '@tanstack/react-query'
import { partnersKey } from '@/lib/admin/query-keys'
import { api } from '@/lib/api-client'
import type { LeadReturn } from '../types'
import { returnsKey } from './get-returns'

export interface ReturnDecision {
  id: number
  approve: boolean
  /** Required to deny: the firm reads why. */
  note: string
}

/** POST /api/admin/returns/{id}/approve|deny → 200 {message, data}; 409 once decided; 422 without a note to deny. */
export function decideReturn({ id, approve, note }: ReturnDecision): Promise<{ message: string; data: LeadReturn }> {
  return api.post(`/admin/returns/${id}/${approve ? 'approve' : 'deny'}`, { note })
}

export function useDecideReturn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decideReturn,
    // The queue, and the firm's balance on the Partners page (an approval credits it).
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: returnsKey }), queryClient.invalidateQueries({ queryKey: partnersKey })]),
  })
}
