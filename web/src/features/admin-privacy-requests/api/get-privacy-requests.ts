import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import type { PrivacyFilters } from '../filters'
import type { PrivacyRequest } from '../types'
import { privacyRequestsKey } from './keys'

/** GET /api/admin/privacy-requests?status=&type=&overdue=&page=: open ones first by answer deadline. */
export function getPrivacyRequests(filters: PrivacyFilters, page: number, signal?: AbortSignal): Promise<Paginated<PrivacyRequest>> {
  return api.get<Paginated<PrivacyRequest>>('/admin/privacy-requests', {
    params: {
      status: filters.status || undefined,
      type: filters.type || undefined,
      overdue: filters.overdue ? '1' : undefined,
      page: page > 1 ? page : undefined,
    },
    signal,
  })
}

export const privacyRequestsQueryOptions = (filters: PrivacyFilters, page: number) =>
  queryOptions({
    queryKey: [...privacyRequestsKey, 'list', { ...filters, page }] as const,
    queryFn: ({ signal }) => getPrivacyRequests(filters, page, signal),
    placeholderData: keepPreviousData,
  })

export function usePrivacyRequests(filters: PrivacyFilters, page: number) {
  return useQuery(privacyRequestsQueryOptions(filters, page))
}
