import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { siteQueryOptions } from '@/lib/site'
import type { ConsentLanguage, ConsentPublication } from '../types'
import { consentTextsKey } from './get-consent-texts'

export interface ConsentTextInput {
  text: string
  language: ConsentLanguage
}

/**
 * POST /api/admin/consent-texts {text, language} → 201 {message, data}: a new version, current at once in its
 * language; 422 on text (also for words already published in the other language).
 */
export function publishConsentText(input: ConsentTextInput): Promise<{ message: string; data: ConsentPublication }> {
  return api.post('/admin/consent-texts', input)
}

export function usePublishConsentText() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: publishConsentText,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consentTextsKey }),
        queryClient.invalidateQueries({ queryKey: siteQueryOptions.queryKey }),
      ]),
  })
}
