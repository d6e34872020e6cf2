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
  created_at: string
  updated_at: string
}
