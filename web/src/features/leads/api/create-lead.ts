import { api } from '@/lib/api-client'
import type { LeadCreated, LeadContext as PageContext } from '@/lib/lead-form/use-lead-submission'

/** Fields every lead carries besides what the visitor typed. */
interface LeadContext extends PageContext {
  is_checked: boolean
  LeadID: string
  /** Honeypot: empty for people, filled by form-stuffing bots. */
  website: string
}

export interface ConsultationLead extends LeadContext {
  first_name: string
  last_name: string
  email: string
  phone: string
  zipCode: string
  state: string
  /** TrustedForm certificate URL. */
  link: string
}

export interface StateLawLead extends LeadContext {
  name: string
  email: string
  phone: string
  zipCode: string
  description: string
  state_law_id?: number
}

export type LeadPayload = ConsultationLead | StateLawLead

/**
 * POST /api/contact, with one Idempotency-Key per form fill: a repeated
 * click or retry stores the lead once.
 */
export function createLead(lead: LeadPayload, idempotencyKey: string): Promise<LeadCreated> {
  return api.post<LeadCreated>('/contact', lead, { headers: { 'Idempotency-Key': idempotencyKey } })
}

/** Field names of this call's 422 that the short forms spell otherwise (zip_code is an alias of zipCode). */
export const CONTACT_FIELD_ALIASES = { zip_code: 'zipCode' } as const
