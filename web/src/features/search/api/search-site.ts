import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'

export type SearchHitType = 'service' | 'state_law' | 'question' | 'blog'

export interface SearchHit {
  type: SearchHitType
  id: number
  title: string
  snippet: string
  /** Site path to open. */
  url: string
}

/** The server answers an empty list below this length, so we do not ask. */
export const MIN_QUERY_LENGTH = 2

/** GET /api/search?q=: services, state laws, questions and posts (at most 20). */
export async function searchSite(query: string, signal?: AbortSignal): Promise<SearchHit[]> {
  const response = await api.get<DataEnvelope<SearchHit[]>>('/search', { params: { q: query }, signal })
  return response.data
}

export const searchSiteQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['search', query],
    queryFn: ({ signal }) => searchSite(query, signal),
    enabled: query.trim().length >= MIN_QUERY_LENGTH,
    meta: { background: true },
  })

export function useSearchSite(query: string) {
  return useQuery(searchSiteQueryOptions(query))
}
