import type { LeadTier, RatedTier, SubScore } from '@/lib/admin/tiers'

/** The lead statuses, in the order a lead goes through them (docs/api.md). */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'rejected'] as const

export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  rejected: 'Rejected',
}

export type LeadSourceForm = 'consultation' | 'state_law' | 'case_evaluation'

export const SOURCE_FORM_LABELS: Record<LeadSourceForm, string> = {
  consultation: 'Consultation',
  state_law: 'State law',
  case_evaluation: 'Case evaluation',
}

/** The language the person wants to be contacted in. */
export type ContactLanguage = 'en' | 'es'

export const LANGUAGE_LABELS: Record<ContactLanguage, string> = {
  en: 'English',
  es: 'Spanish',
}

export type Treatment = 'none' | 'urgent_care' | 'doctor' | 'hospital' | 'surgery'
export type Fault = 'other' | 'me' | 'shared' | 'unsure'
export type PoliceReport = 'yes' | 'no' | 'unsure'
export type Vehicle = 'commercial' | 'rideshare' | 'government' | 'uninsured'
export type DeadlineStatus = 'open' | 'urgent' | 'passed'

/**
 * A case-evaluation lead's answers, filing deadline and tier (issue 23; docs/api.md). The answers are
 * health data: erasing the lead empties them ('' and null) and the reasons, keeping the tier, the score
 * and the deadline's status.
 */
export interface Qualification {
  /** As the visitor gave it: YYYY-MM-DD, or YYYY-MM (then counted from the 1st). */
  accident_date: string
  injured: boolean | null
  treatment: Treatment | ''
  still_treating: boolean | null
  fault: Fault | ''
  police_report: PoliceReport | ''
  vehicles: Vehicle[]
  /** Always false: an evaluation that answers yes ends before it becomes a lead. */
  represented: boolean
  settled: boolean
  /** The general filing deadline (YYYY-MM-DD); null when the state's period is not on record (or erased). */
  deadline_on: string | null
  deadline_status: DeadlineStatus | null
  /** Days from today to the deadline; negative once passed. */
  days_left: number | null
  /** A government vehicle was involved and the state has a notice period for claims against a public body. */
  government_notice: boolean
  tier: RatedTier
  /** The version of the tier rules the lead was rated with. */
  tier_version: number
  /** 0-100. */
  score: number
  /** liability, injury, timing and contact, 0-100 each. */
  sub_scores: Partial<Record<SubScore, number>>
  /** What made the tier, in words. */
  tier_reasons: string[]
}

/**
 * What became of one proof of consent: absent, malformed or valid by its
 * format; a TrustedForm certificate may then be retained (claimed) or not.
 */
export type ProofState = 'absent' | 'malformed' | 'valid' | 'retained' | 'retain_failed'

export const PROOF_STATE_LABELS: Record<ProofState, string> = {
  absent: 'Absent',
  malformed: 'Malformed',
  valid: 'Valid',
  retained: 'Retained',
  retain_failed: 'Retention failed',
}

/** What became of a lead when it arrived (docs/api.md, admin leads). */
export const LEAD_ROUTINGS = ['routed', 'unrouted', 'duplicate', 'suppressed'] as const

export type LeadRouting = (typeof LEAD_ROUTINGS)[number]

export const ROUTING_LABELS: Record<LeadRouting, string> = {
  routed: 'Routed',
  unrouted: 'Unrouted',
  duplicate: 'Duplicate',
  suppressed: 'Suppressed',
}

/** Where a delivery stands in the queue. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'dead'] as const

export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
  dead: 'Dead',
}

export type DeliveryChannel = 'email' | 'webhook'

export const CHANNEL_LABELS: Record<DeliveryChannel, string> = {
  email: 'E-mail',
  webhook: 'Webhook',
}

/** One send of a lead to one partner over one channel. */
export interface Delivery {
  id: number
  lead_id: number
  /** null once the partner was deleted; the name is kept. */
  partner_id: number | null
  partner_name: string
  channel: DeliveryChannel
  status: DeliveryStatus
  attempts: number
  last_error: string
  /** Only while pending. */
  next_attempt_at: string | null
  /** Only once delivered. */
  delivered_at: string | null
  created_at: string
  /**
   * The lead's price to the firm in cents, fixed when it was routed; null
   * for a delivery from before billing, and for a role that does not manage
   * partners.
   */
  price_cents: number | null
  /** The firm's ledger has the lead's charge (once per lead and firm). */
  charged: boolean
}

/** The proof that the visitor agreed to be contacted. */
export interface LeadConsent {
  given: boolean
  text_version: string
  text: string
  at: string
  ip: string
  user_agent: string
  page_url: string
  referrer: string
  leadid_token: string
  trustedform_cert_url: string
  leadid_state: ProofState
  trustedform_state: ProofState
  /** What TrustedForm said when the certificate was claimed (expiry or refusal), or ''. */
  trustedform_detail: string
  /** The language of the words agreed to: its version's (decision 066); absent from older servers. */
  language?: ContactLanguage
}

/** Where the visitor came from (docs/api.md, attribution): '' for what the lead did not carry. */
export interface LeadAttribution {
  landing_page?: string
  referrer?: string
  utm_source?: string
  utm_medium?: string
  utm_campaign?: string
  utm_term?: string
  utm_content?: string
  gclid?: string
  gbraid?: string
  wbraid?: string
  fbclid?: string
  msclkid?: string
  ttclid?: string
}

/** `Lead` of docs/api.md (admin leads). */
export interface Lead {
  id: number
  /** The random reference the visitor's answer carried (12 characters). */
  reference: string
  source_form: LeadSourceForm
  first_name: string
  last_name: string
  /** The state-law form's single name field. */
  name: string
  email: string
  phone: string
  zip_code: string
  /** Two-letter code, or '' when none was given. */
  state: string
  state_name: string
  description: string
  state_law_id?: number | null
  status: LeadStatus
  notes: string
  /** Derived from the proof states; the screens show each proof's own state. */
  verified: boolean
  duplicate_of: number | null
  consent: LeadConsent
  /** Where the visitor came from; absent from older answers. */
  attribution?: LeadAttribution
  /** The experiments' variants the visitor saw the day the lead came (issue 24); null in lists. */
  experiments?: LeadExperiment[] | null
  /** The practice area (the service whose page the form was on), if any. */
  service_id?: number | null
  routing: LeadRouting
  created_at: string
  updated_at: string
  /** When the personal data was erased (privacy request, retention period), and why; null: never. */
  erased_at?: string | null
  erasure_reason?: string
  /** A synthetic lead made by `claimsite demo-data` (decision 040); absent from older answers. */
  demo?: boolean
  /** The case evaluation's tier, A (best) to D; unrated for the short forms (absent from older servers). */
  tier?: LeadTier
  /** The language the person wants to be contacted in (absent from older servers). */
  language?: ContactLanguage
  /**
   * No eligible firm spoke the lead's language when it was routed, and it went to firms that do not (the setting
   * language_fallback; decision 067). Absent from older servers.
   */
  language_fallback?: boolean
  /** The case evaluation; null for the short forms and in lists (only the single lead carries it). */
  qualification?: Qualification | null
}

/** One step of a lead's status history (decision 026). */
export interface StatusChange {
  status: LeadStatus
  changed_at: string
  /** The admin who made the change; null for intake, or once the account is deleted. */
  changed_by: number | null
  changed_by_name: string
}

/** What a partner reports became of a lead it was sent. */
export type OutcomeStatus = 'accepted' | 'contacted' | 'retained' | 'rejected'

export const OUTCOME_STATUS_LABELS: Record<OutcomeStatus, string> = {
  accepted: 'Accepted',
  contacted: 'Contacted',
  retained: 'Retained',
  rejected: 'Rejected',
}

/** One partner report; a rejection within the return window is a return. */
export interface Outcome {
  id: number
  lead_id: number
  partner_id: number | null
  partner_name: string
  status: OutcomeStatus
  reason: string
  is_return: boolean
  reported_at: string
}

/** GET /api/admin/leads/{id}: the lead with its delivery trail, status history and partner outcomes, each oldest first. */
/** A message to a partner that received the lead (docs/api.md, partner notices). */
export interface LeadNotice {
  id: number
  event: 'lead.consent_revoked' | 'lead.erased' | 'lead.corrected'
  partner_id: number | null
  partner_name: string
  channel: DeliveryChannel
  /** lead.corrected: the names of the corrected fields. */
  fields: string[]
  status: DeliveryStatus
  attempts: number
  last_error: string
  delivered_at: string | null
  created_at: string
}

/** The newest withdrawal of consent of the lead's phone or e-mail (a revocation, however it came). */
export interface ConsentWithdrawal {
  revocation_id: number
  scope: 'calls' | 'texts' | 'emails' | 'all'
  /** How it came: 'web' (the opt-out page or a confirmation e-mail's link), 'phone', 'letter', 'email', 'reply', 'other'. */
  channel: string
  received_at: string
  due_at: string
}

export interface LeadDetail extends Lead {
  deliveries: Delivery[]
  status_history: StatusChange[]
  outcomes: Outcome[]
  /** Partner notices about the lead, oldest first (absent from older servers). */
  notices?: LeadNotice[]
  /** Null while the person has not withdrawn (absent from older servers). */
  consent_withdrawal?: ConsentWithdrawal | null
}

/** One experiment's variant a lead's visitor saw. */
export interface LeadExperiment {
  experiment_id: number
  variant: string
  /** The experiment's name (the lead's own screen). */
  name?: string
}
