import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import type { ChangeRequest } from '@/lib/admin/partner-changes'
import { portalKey } from './portal-keys'

export const changeRequestsKey = [...portalKey, 'change-requests'] as const

/** GET /api/partner/change-requests: the firm's requests, newest first, with their status and the operator's note. */
export function getChangeRequests(page: number, signal?: AbortSignal) {
  return api.get<Paginated<ChangeRequest>>('/partner/change-requests', { params: { page: page > 1 ? page : undefined }, signal })
}

export function useChangeRequests(page: number) {
  return useQuery({
    queryKey: [...changeRequestsKey, page],
    queryFn: ({ signal }) => getChangeRequests(page, signal),
    placeholderData: keepPreviousData,
  })
}
