import { useQuery } from '@tanstack/react-query'
import { invoicesKey } from '@/lib/admin/query-keys'
import { api } from '@/lib/api-client'
import type { Invoice } from '@/lib/invoice'

/** GET /api/admin/invoices/{number}: one invoice with its lines. */
export function getInvoice(number: number, signal?: AbortSignal) {
  return api.get<{ data: Invoice }>(`/admin/invoices/${number}`, { signal }).then((r) => r.data)
}

export function useInvoice(number: number | null) {
  // An invoice never changes once issued.
  return useQuery({
    queryKey: [...invoicesKey, 'one', number],
    queryFn: ({ signal }) => getInvoice(number ?? 0, signal),
    enabled: number !== null,
    staleTime: Infinity,
  })
}
