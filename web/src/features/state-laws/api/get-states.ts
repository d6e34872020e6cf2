import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import { inLanguage } from '@/i18n/content'
import type { Language } from '@/i18n/language'
import { useLanguage } from '@/i18n/use-language'
import type { StateSummary } from '../types'

/** GET /api/states: the 50 states and DC, by name. */
export async function getStates(lang: Language): Promise<StateSummary[]> {
  const response = await api.get<DataEnvelope<StateSummary[]>>(inLanguage('/states', lang))
  return response.data
}

export const statesQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['states', lang],
    queryFn: () => getStates(lang),
  })

export function useStates() {
  return useQuery(statesQueryOptions(useLanguage()))
}
