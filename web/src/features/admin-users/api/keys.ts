import type { UserFilters } from '../filters'

/** Query keys of the admin users feature, so a change can refresh the lists. */
export const userKeys = {
  all: ['admin', 'users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filters: UserFilters, page: number) => [...userKeys.lists(), { ...filters, page }] as const,
}
