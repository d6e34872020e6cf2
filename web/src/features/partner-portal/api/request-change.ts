import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { ChangeRequest, PartnerChanges } from '@/lib/admin/partner-changes'
import { changeRequestsKey } from './get-change-requests'

export interface ChangeRequestInput {
  /** Only the fields that change. */
  changes: PartnerChanges
  note: string
}

/**
 * POST /api/partner/change-requests → 201 {message, data}. A 422 throws an
 * ApiError whose fieldErrors are keyed by the asked field (states,
 * daily_cap…), `changes` (nothing asked, or a field a firm may not ask
 * for) or `note`.
 */
export function requestChange(input: ChangeRequestInput) {
  return api.post<{ message: string; data: ChangeRequest }>('/partner/change-requests', input)
}

export function useRequestChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: changeRequestsKey }),
  })
}
