import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import type { Revocation } from '../types'

export const revocationsKey = ['admin', 'revocations'] as const

/** GET /api/admin/revocations?page=: newest first, 10 per page. */
export function getRevocations(page: number, signal?: AbortSignal): Promise<Paginated<Revocation>> {
  return api.get<Paginated<Revocation>>('/admin/revocations', { params: { page: page > 1 ? page : undefined }, signal })
}

export const revocationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...revocationsKey, { page }] as const,
    queryFn: ({ signal }) => getRevocations(page, signal),
    placeholderData: keepPreviousData,
    // The notices leave in the background: the tally moves on its own.
    refetchInterval: 10_000,
  })

export function useRevocations(page: number) {
  return useQuery(revocationsQueryOptions(page))
}
