import { useMutation, useQueryClient } from '@tanstack/react-query'
import { partnersKey } from '@/lib/admin/query-keys'
import { api } from '@/lib/api-client'
import type { ChangeRequestItem } from '../types'
import { changeRequestsKey } from './get-change-requests'

export interface ChangeDecision {
  id: number
  approve: boolean
  /** Required to decline: the firm reads why. */
  note: string
}

/**
 * POST /api/admin/change-requests/{id}/approve|decline → 200 {message, data};
 * 409 once decided; 422 (an ApiError with fieldErrors) without a note to
 * decline, or when the firm's present values no longer allow the change.
 */
export function decideChangeRequest({ id, approve, note }: ChangeDecision) {
  return api.post<{ message: string; data: ChangeRequestItem }>(`/admin/change-requests/${id}/${approve ? 'approve' : 'decline'}`, { note })
}

export function useDecideChangeRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decideChangeRequest,
    // The queue, and the firm on the Partners page (an approval changes it).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: changeRequestsKey }),
        queryClient.invalidateQueries({ queryKey: partnersKey }),
      ]),
  })
}
