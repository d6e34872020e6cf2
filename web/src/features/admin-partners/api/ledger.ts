import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { partnersKey } from '@/lib/admin/query-keys'
import { api, type Paginated } from '@/lib/api-client'
import type { LedgerEntry, LedgerPage as LedgerPageOf } from '@/lib/ledger'

export type { LedgerEntry }

export type LedgerPage = LedgerPageOf<Paginated<LedgerEntry>>

export const ledgerKey = (partnerId: number) => [...partnersKey, partnerId, 'ledger'] as const

/** GET /api/admin/partners/{id}/ledger?page=: newest first, with the firm's balance and holds. */
export function getLedger(partnerId: number, page: number, signal?: AbortSignal): Promise<LedgerPage> {
  return api.get<LedgerPage>(`/admin/partners/${partnerId}/ledger`, { params: { page: page > 1 ? page : undefined }, signal })
}

/** The ledger of partnerId; nothing is asked while no firm is chosen (null). */
export function useLedger(partnerId: number | null, page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...ledgerKey(partnerId ?? 0), { page }],
      queryFn: ({ signal }) => getLedger(partnerId!, page, signal),
      enabled: partnerId !== null,
    }),
  )
}

export interface LedgerEntryInput {
  kind: 'payment' | 'adjustment'
  amount_cents: number
  method: string
  reference: string
  note: string
}

/**
 * POST /api/admin/partners/{id}/ledger → 201 {message, data}; the
 * Idempotency-Key, made once per form, records a double click once.
 */
export function recordLedgerEntry({ partnerId, key, input }: { partnerId: number; key: string; input: LedgerEntryInput }) {
  return api.post<{ message: string; data: LedgerEntry }>(`/admin/partners/${partnerId}/ledger`, input, {
    headers: { 'Idempotency-Key': key },
  })
}

export function useRecordLedgerEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: recordLedgerEntry,
    // The ledger and the balance on the partners list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnersKey }),
  })
}
