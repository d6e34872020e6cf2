import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { privacyRequestsKey } from './keys'

export type PrivacyAction = 'verify' | 'deny' | 'complete'

export interface PrivacyActionInput {
  id: number
  action: PrivacyAction
  /** How the requester was verified, why the request is denied, or the outcome. */
  note: string
}

export interface PrivacyActionAnswer {
  message: string
  /** Access requests: where the export is downloaded. */
  export_url?: string
  /** Deletion requests: how many leads were erased. */
  erased_leads?: number
}

/** POST /api/admin/privacy-requests/{id}/verify | deny | complete. */
export function privacyRequestAction({ id, action, note }: PrivacyActionInput): Promise<PrivacyActionAnswer> {
  return api.post<PrivacyActionAnswer>(`/admin/privacy-requests/${id}/${action}`, { note })
}

export function usePrivacyRequestAction() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: privacyRequestAction,
    onSuccess: () => client.invalidateQueries({ queryKey: privacyRequestsKey }),
  })
}
