import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import type { UserFilters } from '../filters'
import type { AdminUser } from '../types'
import { userKeys } from './keys'

/** GET /api/admin/users?page=&q=&role=: accounts newest first, 10 per page. */
export function getUsers(filters: UserFilters, page: number): Promise<Paginated<AdminUser>> {
  return api.get<Paginated<AdminUser>>('/admin/users', {
    params: { q: filters.q, role: filters.role, page: page > 1 ? page : undefined },
  })
}

export const usersQueryOptions = (filters: UserFilters, page: number) =>
  queryOptions({
    queryKey: userKeys.list(filters, page),
    queryFn: () => getUsers(filters, page),
    placeholderData: keepPreviousData,
  })

export function useUsers(filters: UserFilters, page: number) {
  return useQuery(usersQueryOptions(filters, page))
}
