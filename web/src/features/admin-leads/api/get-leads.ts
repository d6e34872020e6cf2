import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import { filterParams, type LeadFilters } from '../filters'
import type { Lead } from '../types'
import { leadKeys } from './keys'

/** The lead list's answer: the pagination envelope and where the next page starts. */
export interface LeadListPage extends Paginated<Lead> {
  /** `?before=` of the next page (keyset paging); null on the last page. */
  next_cursor: string | null
  /** false when a search or filters the server cannot count together matched more leads than it counts (1,000): `total` is a lower bound. */
  total_exact: boolean
}

/**
 * GET /api/admin/leads?page=&before=&state=&status=&routing=&delivery=&tier=&q=&from=&to=&source=&medium=&campaign=:
 * leads newest first, 10 per page. With `before` (a `next_cursor`), the page holds the leads after that
 * cursor, whatever arrived since; `page` then only numbers it.
 */
export function getLeads(filters: LeadFilters, page: number, before = ''): Promise<LeadListPage> {
  return api.get<LeadListPage>('/admin/leads', {
    params: { ...filterParams(filters), page: page > 1 ? page : undefined, before: before || undefined },
  })
}

export const leadsQueryOptions = (filters: LeadFilters, page: number, before = '') =>
  queryOptions({
    queryKey: leadKeys.list(filters, page, before),
    queryFn: () => getLeads(filters, page, before),
    placeholderData: keepPreviousData,
    // New leads arrive at any time: an inbox is never fresh for long.
    staleTime: 0,
  })

export function useLeads(filters: LeadFilters, page: number, before = '') {
  return useQuery(leadsQueryOptions(filters, page, before))
}
