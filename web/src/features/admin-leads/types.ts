/** The lead statuses, in the order a lead goes through them (docs/api.md). */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'rejected'] as const

export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  rejected: 'Rejected',
}

export type LeadSourceForm = 'consultation' | 'state_law'

export const SOURCE_FORM_LABELS: Record<LeadSourceForm, string> = {
  consultation: 'Consultation',
  state_law: 'State law',
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
  verified: boolean
  duplicate_of: number | null
  consent: LeadConsent
  /** The practice area (the service whose page the form was on), if any. */
  service_id?: number | null
  routing: LeadRouting
  created_at: string
  updated_at: string
}

/** GET /api/admin/leads/{id}: the lead with its delivery trail, oldest first. */
export interface LeadDetail extends Lead {
  deliveries: Delivery[]
}
