import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'

/**
 * The paged admin list of one resource: GET /api/admin/{resource}?page=N
 * (10 per page). Query key ['admin', resource, page]; every admin key starts
 * with 'admin' so invalidateContent() refreshes them all.
 */
export function adminListKey(resource: string, page?: number) {
  return page === undefined ? (['admin', resource] as const) : (['admin', resource, page] as const)
}

export function adminListQueryOptions<T>(resource: string, page: number) {
  return queryOptions({
    queryKey: adminListKey(resource, page),
    queryFn: ({ signal }) => api.get<Paginated<T>>(`/admin/${resource}`, { params: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

export function useAdminList<T>(resource: string, page: number) {
  return useQuery(adminListQueryOptions<T>(resource, page))
}
