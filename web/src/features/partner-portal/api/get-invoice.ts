import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Invoice } from '@/lib/invoice'
import { portalKey } from './portal-keys'

/** GET /api/partner/invoices/{number}: one of the firm's invoices with its lines. */
export function getInvoice(number: string, signal?: AbortSignal) {
  return api.get<{ data: Invoice }>(`/partner/invoices/${encodeURIComponent(number)}`, { signal }).then((r) => r.data)
}

export function useInvoice(number: string) {
  // An invoice never changes once issued.
  return useQuery({ queryKey: [...portalKey, 'invoice', number], queryFn: ({ signal }) => getInvoice(number, signal), staleTime: Infinity })
}
