import { useMutation } from '@tanstack/react-query'
import type { Language } from '@/i18n/language'
import { api } from '@/lib/api-client'
import type { OptOutScope } from './create-opt-out'

/** What a withdrawal by link recorded: everything stopped, and no contact (nobody typed one). */
export interface LinkWithdrawalRecord {
  scope: OptOutScope
  received_at: string
  /** Honoured by: 10 business days after receipt. */
  due_at: string
}

export interface LinkWithdrawalResponse {
  message: string
  data: LinkWithdrawalRecord
}

/**
 * POST /api/opt-out/link: the token of a confirmation e-mail's link withdraws
 * the consent of its lead's person, once. Opening the link does nothing.
 */
export function withdrawByLink({ token, language }: { token: string; language: Language }): Promise<LinkWithdrawalResponse> {
  return api.post<LinkWithdrawalResponse>('/opt-out/link', { token, language })
}

export function useWithdrawByLink() {
  return useMutation({ mutationFn: withdrawByLink })
}
