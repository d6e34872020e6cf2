/** What a person asked to stop. */
export type RevocationScope = 'calls' | 'texts' | 'emails' | 'all'
/** How the request came: 'web' is the opt-out page; the others the operator records. */
export type RevocationChannel = 'web' | 'phone' | 'letter' | 'email' | 'reply' | 'other'

export interface NoticeTally {
  total: number
  delivered: number
  failed: number
  pending: number
}

/** A withdrawal of consent (GET /api/admin/revocations). */
export interface Revocation {
  id: number
  phone: string
  email: string
  scope: RevocationScope
  channel: RevocationChannel
  received_at: string
  /** Honoured by: the end of the 10th business day after receipt (Eastern time). */
  due_at: string
  ip: string
  user_agent: string
  note: string
  recorded_by: number | null
  notices: NoticeTally
  partners_told: boolean
  overdue: boolean
}

export type NoticeStatus = 'pending' | 'delivered' | 'failed' | 'dead'

/** One message to one partner about one lead. */
export interface PartnerNotice {
  id: number
  event: 'lead.consent_revoked' | 'lead.erased'
  partner_id: number | null
  partner_name: string
  channel: 'email' | 'webhook'
  lead_reference: string
  status: NoticeStatus
  attempts: number
  last_error: string
  next_attempt_at: string | null
  delivered_at: string | null
  created_at: string
}

export interface RevocationDetail extends Revocation {
  partner_notices: PartnerNotice[]
}

export interface RevocationInput {
  phone: string
  email: string
  scope: RevocationScope
  channel: Exclude<RevocationChannel, 'web'>
  /** YYYY-MM-DD; empty is today. */
  received_at: string
  note: string
}

export const SCOPE_LABELS: Record<RevocationScope, string> = {
  all: 'Everything',
  calls: 'Calls',
  texts: 'Texts',
  emails: 'E-mails',
}

export const CHANNEL_LABELS: Record<RevocationChannel, string> = {
  web: 'Opt-out page',
  phone: 'Phone call',
  letter: 'Letter',
  email: 'E-mail',
  reply: 'Reply to a message',
  other: 'Other',
}

export const NOTICE_STATUS_LABELS: Record<NoticeStatus, string> = {
  pending: 'Sending',
  delivered: 'Delivered',
  failed: 'Failed',
  dead: 'Gave up',
}

/** The day a deadline ends: due_at is midnight Eastern at the end of that day. */
export function formatDueDay(value: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Date(date.getTime() - 1).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'America/New_York',
  })
}

/** A moment as 'Nov 25, 2026, 9:14 AM' in the admin's own time. */
export function formatMoment(value: string | null): string {
  if (!value) return '—'
  const date = new Date(value)
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
}
