import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import type { ChangeRequestStatus } from '@/lib/admin/partner-changes'
import type { ChangeRequestItem } from '../types'

export const changeRequestsKey = ['admin', 'change-requests'] as const

/** GET /api/admin/change-requests?status=&page=: newest first, each with the firm's present values. */
export function getChangeRequests(status: ChangeRequestStatus, page: number, signal?: AbortSignal) {
  return api.get<Paginated<ChangeRequestItem>>('/admin/change-requests', {
    params: { status, page: page > 1 ? page : undefined },
    signal,
  })
}

export const changeRequestsQueryOptions = (status: ChangeRequestStatus, page: number) =>
  queryOptions({
    queryKey: [...changeRequestsKey, { status, page }] as const,
    queryFn: ({ signal }) => getChangeRequests(status, page, signal),
    placeholderData: keepPreviousData,
  })

export function useChangeRequests(status: ChangeRequestStatus, page: number) {
  return useQuery(changeRequestsQueryOptions(status, page))
}
