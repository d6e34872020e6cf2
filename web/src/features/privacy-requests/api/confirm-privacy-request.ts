import { useMutation } from '@tanstack/react-query'
import type { Language } from '@/i18n/language'
import { api } from '@/lib/api-client'
import type { PrivacyRequestResponse } from './create-privacy-request'

/** POST /api/privacy-requests/confirm: the mailed link's token, with the page's language for the answer. Idempotent. */
export function confirmPrivacyRequest({ token, language }: { token: string; language: Language }): Promise<PrivacyRequestResponse> {
  return api.post<PrivacyRequestResponse>('/privacy-requests/confirm', { token, language })
}

export function useConfirmPrivacyRequest() {
  return useMutation({ mutationFn: confirmPrivacyRequest })
}
