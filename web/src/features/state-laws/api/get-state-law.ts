import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import { inLanguage } from '@/i18n/content'
import type { Language } from '@/i18n/language'
import { useLanguage } from '@/i18n/use-language'
import type { StateLaw } from '../types'

/** GET /api/state-law/{id}: one state's law page. */
export async function getStateLaw(id: string, lang: Language): Promise<StateLaw> {
  const response = await api.get<DataEnvelope<StateLaw>>(inLanguage(`/state-law/${encodeURIComponent(id)}`, lang))
  return response.data
}

export const stateLawQueryOptions = (id: string, lang: Language) =>
  queryOptions({
    queryKey: ['state-law', id, lang],
    queryFn: () => getStateLaw(id, lang),
  })

export function useStateLaw(id: string) {
  return useQuery(stateLawQueryOptions(id, useLanguage()))
}
