import type { LeadFilters } from '../filters'

/** Query keys of the admin leads feature, so mutations can refresh what they changed. */
export const leadKeys = {
  all: ['admin', 'leads'] as const,
  lists: () => [...leadKeys.all, 'list'] as const,
  list: (filters: LeadFilters, page: number, before = '') => [...leadKeys.lists(), { ...filters, page, before }] as const,
  detail: (id: string) => [...leadKeys.all, 'detail', id] as const,
  /**
   * The partner picker's list. Under ['admin', 'partners'] so a change on the
   * partners screen refreshes it too.
   */
  partnerOptions: () => ['admin', 'partners', 'options'] as const,
  /** The dashboard counts (unrouted leads, failed and dead deliveries). */
  stats: () => ['admin', 'stats'] as const,
}
