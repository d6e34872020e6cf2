import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import { portalKey } from './portal-keys'

export interface PortalLedgerEntry {
  id: number
  kind: 'charge' | 'credit' | 'payment' | 'adjustment'
  amount_cents: number
  balance_after_cents: number
  lead_reference: string
  method: string
  reference: string
  note: string
  created_at: string
}

/** GET /api/partner/ledger: the firm's entries newest first, with its balance. */
export function getLedger(page: number, signal?: AbortSignal) {
  return api.get<Paginated<PortalLedgerEntry> & { balance_cents: number; held_cents: number }>('/partner/ledger', {
    params: { page: page > 1 ? page : undefined },
    signal,
  })
}

export function useLedger(page: number) {
  return useQuery({
    queryKey: [...portalKey, 'ledger', page],
    queryFn: ({ signal }) => getLedger(page, signal),
    placeholderData: keepPreviousData,
  })
}
