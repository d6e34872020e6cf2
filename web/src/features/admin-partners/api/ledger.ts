import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { partnersKey } from '@/lib/admin/query-keys'
import { api, type Paginated } from '@/lib/api-client'

/** One line of a firm's ledger: charges negative, credits and payments positive. */
export interface LedgerEntry {
  id: number
  partner_id: number
  kind: 'charge' | 'credit' | 'payment' | 'adjustment'
  amount_cents: number
  balance_after_cents: number
  lead_reference: string
  method: string
  reference: string
  note: string
  created_by: number | null
  created_at: string
}

export type LedgerPage = Paginated<LedgerEntry> & { balance_cents: number; held_cents: number }

export const ledgerKey = (partnerId: number) => [...partnersKey, partnerId, 'ledger'] as const

/** GET /api/admin/partners/{id}/ledger?page=: newest first, with the firm's balance and holds. */
export function getLedger(partnerId: number, page: number, signal?: AbortSignal): Promise<LedgerPage> {
  return api.get<LedgerPage>(`/admin/partners/${partnerId}/ledger`, { params: { page: page > 1 ? page : undefined }, signal })
}

export function useLedger(partnerId: number, page: number) {
  return useQuery(
    queryOptions({ queryKey: [...ledgerKey(partnerId), { page }], queryFn: ({ signal }) => getLedger(partnerId, page, signal) }),
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
