import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import { filterParams, type LeadFilters } from '../filters'
import type { Lead } from '../types'
import { leadKeys } from './keys'

/** GET /api/admin/leads?page=&state=&status=&routing=&delivery=&q=&from=&to=: leads newest first, 10 per page. */
export function getLeads(filters: LeadFilters, page: number): Promise<Paginated<Lead>> {
  return api.get<Paginated<Lead>>('/admin/leads', { params: { ...filterParams(filters), page: page > 1 ? page : undefined } })
}

export const leadsQueryOptions = (filters: LeadFilters, page: number) =>
  queryOptions({
    queryKey: leadKeys.list(filters, page),
    queryFn: () => getLeads(filters, page),
    placeholderData: keepPreviousData,
    // New leads arrive at any time: an inbox is never fresh for long.
    staleTime: 0,
  })

export function useLeads(filters: LeadFilters, page: number) {
  return useQuery(leadsQueryOptions(filters, page))
}
