import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { invoicesKey } from '@/lib/admin/query-keys'
import { api, type Paginated } from '@/lib/api-client'
import type { Invoice } from '@/lib/invoice'

export interface InvoiceFilters {
  /** A firm's id, or '' for every firm. */
  partner_id: string
  /** YYYY-MM, or '' for any month. */
  period: string
}

/** GET /api/admin/invoices: every firm's invoices newest first, or one firm's, or one month's. */
export function getInvoices(filters: InvoiceFilters, page: number, signal?: AbortSignal) {
  return api.get<Paginated<Invoice>>('/admin/invoices', {
    params: { partner_id: filters.partner_id || undefined, period: filters.period || undefined, page: page > 1 ? page : undefined },
    signal,
  })
}

export function useInvoices(filters: InvoiceFilters, page: number) {
  return useQuery({
    queryKey: [...invoicesKey, filters, page],
    queryFn: ({ signal }) => getInvoices(filters, page, signal),
    placeholderData: keepPreviousData,
  })
}
