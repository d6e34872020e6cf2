/** A lead in the firm's list (GET /api/partner/leads): what it was sent and where the lead stands for it. */
export interface PortalLead {
  reference: string
  received_at: string
  first_name: string
  last_name: string
  name: string
  email: string
  phone: string
  state: string
  /** The language the person wants to be contacted in ("en", "es"). */
  language: string
  service_id: number | null
  service: string
  /** Erased at the person's request: no personal data left. */
  erased: boolean
  /** The person withdrew consent: do not contact them. */
  consent_withdrawn: boolean
  price_cents: number | null
  charged: boolean
  /** The firm's latest report ('' for none). */
  outcome: string
  return_status: '' | 'pending' | 'approved' | 'denied'
}

export interface PortalReturn {
  id: number
  status: 'pending' | 'approved' | 'denied'
  reason: string
  reason_label: string
  note: string
  amount_cents: number
  auto_approved: boolean
  decision_note: string
  created_at: string
  decided_at: string | null
}

/** One lead as its firm sees it (GET /api/partner/leads/{reference}). */
export interface PortalLeadDetail extends PortalLead {
  /** Every field the firm was sent, as the webhook carried it; null once erased. */
  lead: {
    reference: string
    first_name: string
    last_name: string
    name: string
    email: string
    phone: string
    zip_code: string
    state: string
    state_name: string
    description: string
    created_at: string
    consent: {
      text_version: string
      text: string
      at: string
      ip: string
      page_url: string
      trustedform_cert_url: string
      leadid_token: string
    }
  } | null
  deliveries: {
    channel: 'email' | 'webhook'
    status: 'pending' | 'delivered' | 'failed' | 'dead'
    attempts: number
    last_error: string
    delivered_at: string | null
    created_at: string
    price_cents: number | null
    charged: boolean
  }[]
  outcomes: { status: string; reason: string; reported_at: string }[]
  return: PortalReturn | null
  /** When the return window closes; null before delivery, after it, or once returned. */
  return_open_until: string | null
}

/** The firm (GET /api/partner/account). */
export interface PartnerAccount {
  partner_id: number
  name: string
  balance_cents: number
  held_cents: number
  billing_mode: 'prepaid' | 'invoice'
  credit_limit_cents: number
  low_balance_cents: number
  paused: boolean
  return_window_days: number
  max_return_rate: number
  states: string[]
  service_ids: number[]
  daily_cap: number
  monthly_cap: number
  timezone: string
  schedule: { day: number; open: string; close: string }[]
  email: string
  webhook_url: string
  /** The languages the firm's intake staff speak ("en", "es"). */
  languages: string[]
  previous_secret_until: string | null
}

export const OUTCOME_LABELS: Record<string, string> = {
  accepted: 'Accepted',
  contacted: 'Contacted',
  retained: 'Retained',
  rejected: 'Rejected',
}

export const RETURN_STATUS_LABELS: Record<string, string> = {
  pending: 'Return pending',
  approved: 'Returned (credited)',
  denied: 'Return denied',
}
