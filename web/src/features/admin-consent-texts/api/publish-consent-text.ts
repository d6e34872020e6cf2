import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { siteQueryOptions } from '@/lib/site'
import type { ConsentPublication } from '../types'
import { consentTextsKey } from './get-consent-texts'

/** POST /api/admin/consent-texts {text} → 201 {message, data}: a new version, current at once; 422 on text. */
export function publishConsentText(text: string): Promise<{ message: string; data: ConsentPublication }> {
  return api.post('/admin/consent-texts', { text })
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
