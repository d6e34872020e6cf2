import { api } from '@/lib/api-client'
import type { LeadContext, LeadCreated } from '@/lib/lead-form/use-lead-submission'
import type { Answers } from '../answers'

/** Every answer, the contact details and the proof and attribution fields POST /api/contact takes. */
export interface CaseEvaluationLead extends Answers, LeadContext {
  first_name: string
  last_name: string
  email: string
  phone: string
  language: 'en' | 'es'
  description: string
  is_checked: boolean
  LeadID: string
  /** TrustedForm certificate URL. */
  link: string
  /** Honeypot: empty for people, filled by form-stuffing bots. */
  website: string
}

/**
 * POST /api/case-evaluations, with one Idempotency-Key per evaluation: a
 * repeated click or retry stores the lead once. 201 with its reference.
 */
export function createCaseEvaluation(lead: CaseEvaluationLead, idempotencyKey: string): Promise<LeadCreated> {
  return api.post<LeadCreated>('/case-evaluations', lead, { headers: { 'Idempotency-Key': idempotencyKey } })
}
