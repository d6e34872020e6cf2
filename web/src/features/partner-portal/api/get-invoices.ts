import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import type { Invoice } from '@/lib/invoice'
import { portalKey } from './portal-keys'

/** GET /api/partner/invoices: the firm's invoices, newest first. */
export function getInvoices(page: number, signal?: AbortSignal) {
  return api.get<Paginated<Invoice>>('/partner/invoices', { params: { page: page > 1 ? page : undefined }, signal })
}

export function useInvoices(page: number) {
  return useQuery({
    queryKey: [...portalKey, 'invoices', page],
    queryFn: ({ signal }) => getInvoices(page, signal),
    placeholderData: keepPreviousData,
  })
}
