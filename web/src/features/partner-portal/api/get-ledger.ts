import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import type { LedgerEntry, LedgerPage } from '@/lib/ledger'
import { portalKey } from './portal-keys'

export type { LedgerEntry as PortalLedgerEntry } from '@/lib/ledger'

/** GET /api/partner/ledger: the firm's entries newest first, with its balance. */
export function getLedger(page: number, signal?: AbortSignal) {
  return api.get<LedgerPage<Paginated<LedgerEntry>>>('/partner/ledger', {
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
