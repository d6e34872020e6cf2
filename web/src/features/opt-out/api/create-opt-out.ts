import { useMutation } from '@tanstack/react-query'
import type { Language } from '@/i18n/language'
import { api } from '@/lib/api-client'

/** What the visitor asks to stop. */
export type OptOutScope = 'calls' | 'texts' | 'emails' | 'all'

export interface OptOutRequest {
  phone: string
  email: string
  scope: OptOutScope
  /** The page's language: the answer's and the mails' (decision 066). */
  language: Language
}

/** What was recorded: the same answer whether or not the contact was known. */
export interface OptOutRecord {
  phone: string
  email: string
  scope: OptOutScope
  received_at: string
  /** Honoured by: 10 business days after receipt. */
  due_at: string
}

export interface OptOutResponse {
  message: string
  data: OptOutRecord
}

/** POST /api/opt-out. */
export function createOptOut(request: OptOutRequest): Promise<OptOutResponse> {
  return api.post<OptOutResponse>('/opt-out', request)
}

export function useCreateOptOut() {
  return useMutation({ mutationFn: createOptOut })
}
