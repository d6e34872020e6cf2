import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import type { StateSearchHit } from '../types'

/** GET /api/states/search?query=: states whose name, code or title match (at most 10). */
export async function searchStates(query: string, signal?: AbortSignal): Promise<StateSearchHit[]> {
  const response = await api.get<DataEnvelope<StateSearchHit[]>>('/states/search', { params: { query }, signal })
  return response.data
}

export const searchStatesQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['states', 'search', query],
    queryFn: ({ signal }) => searchStates(query, signal),
    enabled: query.trim().length > 0,
    meta: { background: true },
  })

export function useSearchStates(query: string) {
  return useQuery(searchStatesQueryOptions(query))
}
