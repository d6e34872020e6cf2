export type PrivacyType = 'access' | 'delete' | 'correct' | 'opt_out'
export type PrivacyStatus = 'unconfirmed' | 'confirmed' | 'completed' | 'denied'

/** `PrivacyRequest` of docs/api.md. */
export interface PrivacyRequest {
  id: number
  type: PrivacyType
  email: string
  phone: string
  california_resident: boolean
  details: string
  status: PrivacyStatus
  received_at: string
  confirm_due_at: string
  answer_due_at: string
  confirm_expires_at: string | null
  confirmed_at: string | null
  /** Null when the requester confirmed by the mailed link. */
  confirmed_by: number | null
  confirm_note: string
  completed_at: string | null
  completed_by: number | null
  outcome: string
  ip: string
  user_agent: string
  purge_after: string
  confirm_overdue: boolean
  answer_overdue: boolean
  /** A completed deletion: the registered account of the address (null: none). */
  account_id: number | null
  /** What the deletion did to it: deleted, kept (staff), or '' (none). */
  account_action: '' | 'deleted' | 'kept_staff'
}

/** The registered account of an open request's address. */
export interface RequestAccount {
  id: number
  role: 'admin' | 'user'
  /** An admin, or an account that acted in the admin area: a deletion keeps it. */
  staff: boolean
  disabled: boolean
  created_at: string
}

/** A lead of the requester, as the queue summarises it. */
export interface PrivacyLead {
  id: number
  reference: string
  name: string
  state: string
  status: string
  routing: string
  created_at: string
  erased_at: string | null
  erasure_reason?: string
}

/** A lead.erased message to a partner that had an erased lead. */
export interface PartnerNotice {
  id: number
  partner_name: string
  channel: 'email' | 'webhook'
  lead_reference: string
  status: 'pending' | 'delivered' | 'failed' | 'dead'
  attempts: number
}

export interface PrivacyRequestDetail extends PrivacyRequest {
  matching_leads: PrivacyLead[]
  erased_leads: PrivacyLead[]
  notices: PartnerNotice[]
  /** While the request is open: the account of its address (null: none). */
  account: RequestAccount | null
}

export const TYPE_LABELS: Record<PrivacyType, string> = {
  access: 'Know / access',
  delete: 'Delete',
  correct: 'Correct',
  opt_out: 'Opt out of sale',
}

export const STATUS_LABELS: Record<PrivacyStatus, string> = {
  unconfirmed: 'Unconfirmed',
  confirmed: 'Confirmed',
  completed: 'Completed',
  denied: 'Denied',
}

export const ERASURE_REASONS: Record<string, string> = {
  privacy_request: 'privacy request',
  retention: 'retention period',
  admin: 'operator',
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'America/New_York' })

/** A deadline or event date, as the operator (US Eastern) counts days. */
export function formatDay(iso: string | null): string {
  if (!iso) return '—'
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date)
}

/**
 * A business-day deadline (the end of a day in New York, sent as the next
 * midnight) as the last day it allows: "Feb 2", not "Feb 3".
 */
export function formatDeadline(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : formatDay(new Date(date.getTime() - 1).toISOString())
}
