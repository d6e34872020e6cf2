import type { Language } from '@/i18n/language'
import { api } from '@/lib/api-client'
import type { Answers, Step } from '../answers'

/** The state's filing deadline from the accident date (decision 056), in the server's neutral words. */
export interface Deadline {
  deadline_on: string
  deadline_status: 'open' | 'urgent' | 'passed'
  days_left: number
  /** "In Texas the general deadline … Exceptions can shorten or extend it." */
  note: string
  /** The visitor gave a month, not a day: the 1st counted. */
  month_only: boolean
  /** A government vehicle was involved and the state has a notice period: the warning to show, else "". */
  government_notice: string
}

/** Why the evaluation ends before the contact step, and the state bar's lawyer-referral service. */
export interface Ending {
  reason: 'represented' | 'settled'
  state_name: string
  /** Empty when no cited source gives one: then nothing is guessed. */
  bar_referral_url: string
  bar_referral_phone: string
}

export interface StepCheck {
  /** Once the date and the state are known (step 2 on). */
  deadline: Deadline | null
  /** Step 5, when the visitor already has a lawyer or settled. */
  ending: Ending | null
}

/**
 * POST /api/case-evaluations/check: the server checks one step's answers
 * (with the earlier ones it needs) and stores nothing. 422 with field
 * errors when a step's answer is refused. language is the page's, in
 * which the server is asked to write its notes and errors.
 */
export async function checkStep(step: Step, answers: Answers, language: Language = 'en'): Promise<StepCheck> {
  const response = await api.post<{ data: StepCheck }>('/case-evaluations/check', { step, answers, language })
  return response.data
}
