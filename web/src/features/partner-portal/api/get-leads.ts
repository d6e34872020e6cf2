import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import type { PortalLead } from '../types'
import { leadsKey } from './portal-keys'

/** The list's filters, as the URL and the API name them. */
export interface PortalFilters {
  q: string
  state: string
  outcome: string
  return_status: string
  from: string
  to: string
}

/** The filters the API is given: the empty ones left out. */
export function filterParams(f: PortalFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '')) as Record<string, string>
}

/** GET /api/partner/leads: the firm's leads, newest first, 25 a page. */
export function getLeads(f: PortalFilters, page: number, signal?: AbortSignal): Promise<Paginated<PortalLead>> {
  return api.get<Paginated<PortalLead>>('/partner/leads', { params: { ...filterParams(f), page: page > 1 ? page : undefined }, signal })
}

export function useLeads(f: PortalFilters, page: number) {
  return useQuery({
    queryKey: [...leadsKey, f, page],
    queryFn: ({ signal }) => getLeads(f, page, signal),
    placeholderData: keepPreviousData,
  })
}
