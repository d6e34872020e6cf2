import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import type { ConsentPublication } from '../types'

export const consentTextsKey = ['admin', 'consent-texts'] as const

/** GET /api/admin/consent-texts: every publication, newest first; the first is current. */
export async function getConsentTexts(signal?: AbortSignal): Promise<ConsentPublication[]> {
  const answer = await api.get<DataEnvelope<ConsentPublication[]>>('/admin/consent-texts', { signal })
  return answer.data
}

export const consentTextsQueryOptions = queryOptions({
  queryKey: consentTextsKey,
  queryFn: ({ signal }) => getConsentTexts(signal),
})

export function useConsentTexts() {
  return useQuery(consentTextsQueryOptions)
}
