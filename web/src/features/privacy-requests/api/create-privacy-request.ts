import { useMutation } from '@tanstack/react-query'
import type { Language } from '@/i18n/language'
import { api } from '@/lib/api-client'

export type PrivacyRequestType = 'access' | 'delete' | 'correct' | 'opt_out'

export interface PrivacyRequestPayload {
  type: PrivacyRequestType
  email: string
  phone: string
  california_resident: boolean
  details: string
  /** The page's language: the answer's and the confirmation mail's (decision 066). */
  language: Language
}

/** What the requester is told about their request. */
export interface PublicPrivacyRequest {
  id: number
  type: PrivacyRequestType
  status: 'unconfirmed' | 'confirmed' | 'completed' | 'denied'
  received_at: string
  answer_due_at: string
  /** A confirmation link was mailed (the request has an e-mail address). */
  email_confirmation: boolean
}

export interface PrivacyRequestResponse {
  message: string
  data: PublicPrivacyRequest
}

/** POST /api/privacy-requests. */
export function createPrivacyRequest(payload: PrivacyRequestPayload): Promise<PrivacyRequestResponse> {
  return api.post<PrivacyRequestResponse>('/privacy-requests', payload)
}

export function useCreatePrivacyRequest() {
  return useMutation({ mutationFn: createPrivacyRequest })
}
