/** One ledger entry on an invoice: leads are named by reference, state and practice area only. */
export interface InvoiceLine {
  ledger_entry_id: number
  kind: 'charge' | 'credit' | 'payment' | 'adjustment'
  /** Signed as in the ledger: charges negative. */
  amount_cents: number
  lead_reference: string
  state: string
  practice_area: string
  /** A payment's method and reference, an adjustment's note. */
  description: string
  date: string
}

/** A firm's invoice (GET /api/partner/invoices, /api/admin/invoices): never changed once issued. */
export interface Invoice {
  number: number
  partner_id: number
  /** YYYY-MM: the month it closes, in the operator's time zone. */
  period: string
  period_start: string
  /** Exclusive. */
  period_end: string
  opening_balance_cents: number
  charges_cents: number
  credits_cents: number
  payments_cents: number
  adjustments_cents: number
  closing_balance_cents: number
  /** The leads' cost: charges less credits. */
  total_cents: number
  amount_due_cents: number
  partner_name: string
  billing_email: string
  billing_mode: 'prepaid' | 'invoice'
  issuer: { name: string; address: string; email: string; phone: string }
  payment_instructions: string
  /** The operator's zone when it was issued: its dates read in it. */
  time_zone: string
  issued_at: string
  /** Only when one invoice is read. */
  lines?: InvoiceLine[]
  /** The PDF, behind the same session. */
  pdf_url: string
}

export const INVOICE_LINE_LABELS: Record<InvoiceLine['kind'], string> = {
  charge: 'Lead',
  credit: 'Return credit',
  payment: 'Payment',
  adjustment: 'Adjustment',
}

/** "Oct 1 – Oct 31, 2026": the days an invoice covers, in its own zone. */
export function invoicePeriodText(inv: Pick<Invoice, 'period_start' | 'period_end' | 'time_zone'>): string {
  const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: inv.time_zone })
  const lastInstant = new Date(new Date(inv.period_end).getTime() - 1)
  return format.formatRange(new Date(inv.period_start), lastInstant)
}

/** A date of the invoice, in its own zone. */
export function invoiceDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(iso))
}
