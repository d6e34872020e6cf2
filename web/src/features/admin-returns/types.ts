/** A return's status. */
export type ReturnStatus = 'pending' | 'approved' | 'denied'

export const RETURN_STATUSES: ReadonlyArray<ReturnStatus> = ['pending', 'approved', 'denied']

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
}

/** A partner firm's return of a lead it received (GET /api/admin/returns). */
export interface LeadReturn {
  id: number
  /** null once the lead was deleted; the reference stays. */
  lead_id: number | null
  lead_reference: string
  partner_id: number
  partner_name: string
  reason: string
  reason_label: string
  note: string
  status: ReturnStatus
  /** Approved at once by the firm's settings, within its month's return rate. */
  auto_approved: boolean
  /** The charge an approval credits back, in cents (0: a free lead). */
  amount_cents: number
  decision_note: string
  created_at: string
  decided_at: string | null
  lead_state: string
  lead_service: string
  lead_created_at: string | null
}

/** The firm's calendar month so far: what the auto-approval limit reads. */
export interface PartnerMonth {
  charged: number
  returns: number
  return_rate: number | null
  max_return_rate: number
}

export interface ReturnQueueItem extends LeadReturn {
  partner_month: PartnerMonth
}
