import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import { languageParam } from '@/i18n/content'
import type { Language } from '@/i18n/language'
import { useLanguage } from '@/i18n/use-language'
import type { StateSearchHit } from '../types'

/** GET /api/states/search?query=: states whose name, code or title match (at most 10), in lang. */
export async function searchStates(query: string, lang: Language, signal?: AbortSignal): Promise<StateSearchHit[]> {
  const response = await api.get<DataEnvelope<StateSearchHit[]>>('/states/search', { params: { query, ...languageParam(lang) }, signal })
  return response.data
}

export const searchStatesQueryOptions = (query: string, lang: Language) =>
  queryOptions({
    queryKey: ['states', 'search', query, lang],
    queryFn: ({ signal }) => searchStates(query, lang, signal),
    enabled: query.trim().length > 0,
    meta: { background: true },
  })

export function useSearchStates(query: string) {
  return useQuery(searchStatesQueryOptions(query, useLanguage()))
}
