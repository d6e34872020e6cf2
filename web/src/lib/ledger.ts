/** One line of a firm's ledger, as the admin and the firm's own portal read it: charges negative, credits and payments positive. */
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

/** A page of a ledger, with the firm's balance and the amounts held for leads on their way. */
export type LedgerPage<P> = P & { data: LedgerEntry[]; balance_cents: number; held_cents: number }
