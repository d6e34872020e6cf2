import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Attribution } from '@/lib/attribution'

/** Fields every lead carries besides what the visitor typed. */
interface LeadContext {
  is_checked: boolean
  LeadID: string
  /** Where the form was and where the visitor came from, for the consent proof. */
  page_url: string
  referrer: string
  /** The service whose page the form was on (routing's practice area). */
  service_id?: number
  /** The version of the consent text the form showed. */
  consent_version?: string
  /** Where the visitor came from: the tab's first page (lib/attribution). */
  attribution?: Attribution
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

export interface CreateLeadResponse {
  message: string
  /** The lead's random reference (12 characters); the row id is never sent. */
  data: { reference: string }
}

export interface CreateLeadInput {
  lead: LeadPayload
  /** One key per form fill: a repeated click or retry stores the lead once. */
  idempotencyKey: string
}

/** POST /api/contact. */
export function createLead({ lead, idempotencyKey }: CreateLeadInput): Promise<CreateLeadResponse> {
  return api.post<CreateLeadResponse>('/contact', lead, { headers: { 'Idempotency-Key': idempotencyKey } })
}

export function useCreateLead() {
  return useMutation({ mutationFn: createLead })
}
