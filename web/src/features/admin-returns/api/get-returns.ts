import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import type { ReturnQueueItem, ReturnStatus } from '../types'

export const returnsKey = ['admin', 'returns'] as const

/** GET /api/admin/returns?status=&page=: pending oldest first (the order they came), the others newest first. */
export function getReturns(status: ReturnStatus, page: number, signal?: AbortSignal): Promise<Paginated<ReturnQueueItem>> {
  return api.get<Paginated<ReturnQueueItem>>('/admin/returns', { params: { status, page: page > 1 ? page : undefined }, signal })
}

export const returnsQueryOptions = (status: ReturnStatus, page: number) =>
  queryOptions({
    queryKey: [...returnsKey, { status, page }] as const,
    queryFn: ({ signal }) => getReturns(status, page, signal),
    placeholderData: keepPreviousData,
  })

export function useReturns(status: ReturnStatus, page: number) {
  return useQuery(returnsQueryOptions(status, page))
}
