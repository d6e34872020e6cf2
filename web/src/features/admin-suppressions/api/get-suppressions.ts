import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import type { Suppression } from '../types'

export const suppressionsKey = ['admin', 'suppressions'] as const

/** GET /api/admin/suppressions?q=&page=: newest first, 10 per page. */
export function getSuppressions(q: string, page: number, signal?: AbortSignal): Promise<Paginated<Suppression>> {
  return api.get<Paginated<Suppression>>('/admin/suppressions', { params: { q, page: page > 1 ? page : undefined }, signal })
}

export const suppressionsQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: [...suppressionsKey, { q, page }] as const,
    queryFn: ({ signal }) => getSuppressions(q, page, signal),
    placeholderData: keepPreviousData,
  })

export function useSuppressions(q: string, page: number) {
  return useQuery(suppressionsQueryOptions(q, page))
}
