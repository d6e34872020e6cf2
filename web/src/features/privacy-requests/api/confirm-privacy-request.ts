import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { PrivacyRequestResponse } from './create-privacy-request'

/** POST /api/privacy-requests/confirm: the mailed link's token. Idempotent. */
export function confirmPrivacyRequest(token: string): Promise<PrivacyRequestResponse> {
  return api.post<PrivacyRequestResponse>('/privacy-requests/confirm', { token })
}

export function useConfirmPrivacyRequest() {
  return useMutation({ mutationFn: confirmPrivacyRequest })
}
