import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import { languageParam } from '@/i18n/content'
import type { Language } from '@/i18n/language'
import { useLanguage } from '@/i18n/use-language'

export type SearchHitType = 'service' | 'state_law' | 'question' | 'blog'

export interface SearchHit {
  type: SearchHitType
  id: number
  title: string
  snippet: string
  /** Site path to open (a Spanish search's hits: the Spanish pages). */
  url: string
}

/** The server answers an empty list below this length, so we do not ask. */
export const MIN_QUERY_LENGTH = 2

/** GET /api/search?q=: services, state laws, questions and posts (at most 20), searched in lang's texts. */
export async function searchSite(query: string, lang: Language, signal?: AbortSignal): Promise<SearchHit[]> {
  const response = await api.get<DataEnvelope<SearchHit[]>>('/search', { params: { q: query, ...languageParam(lang) }, signal })
  return response.data
}

export const searchSiteQueryOptions = (query: string, lang: Language) =>
  queryOptions({
    queryKey: ['search', query, lang],
    queryFn: ({ signal }) => searchSite(query, lang, signal),
    enabled: query.trim().length >= MIN_QUERY_LENGTH,
    meta: { background: true },
  })

export function useSearchSite(query: string) {
  return useQuery(searchSiteQueryOptions(query, useLanguage()))
}
