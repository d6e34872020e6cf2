import type { SpanishFormValues } from '@/lib/admin/spanish'
import type { FaultRule } from '@/lib/state-facts'

export { FAULT_RULES, type FaultRule } from '@/lib/state-facts'

/** A state-law page's Spanish version (issue 25), with the state's Spanish name. */
export interface StateLawSpanish {
  name: string
  title: string
  /** Sanitized HTML with the same fact markers as the English description. */
  description: string
  seo_title: string
  seo_description: string
  seo_keywords: string
}

/** A state-law page as the admin API returns it (docs/api.md `StateLaw`). */
export interface AdminStateLaw {
  id: number
  name: string
  /** Two upper-case letters. */
  code: string
  title: string
  /** Sanitized HTML (the server keeps only its allow-list). */
  description: string
  /** Image path relative to /storage/; may be empty. */
  path: string
  seo_title: string
  seo_description: string
  seo_keywords: string
  /** The state's facts (issue 23); null or '' when not known. */
  sol_years: number | null
  fault_rule: FaultRule | ''
  government_notice_days: number | null
  no_fault: boolean
  bar_referral_url: string
  bar_referral_phone: string
  citation: string
  /** YYYY-MM-DD. */
  reviewed_on: string | null
  /** The Spanish version; null when there is none. */
  es: StateLawSpanish | null
  created_at: string
  updated_at: string
}

export const FAULT_RULE_LABELS: Record<FaultRule, string> = {
  pure_comparative: 'Pure comparative negligence',
  modified_50: 'Modified comparative, barred at 50% or more',
  modified_51: 'Modified comparative, barred above 50%',
  contributory: 'Contributory negligence',
  slight_gross: 'Slight/gross negligence (South Dakota)',
}

/** The Add / Edit form; `path` is the newly chosen image (null keeps the current one). */
export interface StateLawFormValues extends SpanishFormValues<StateLawSpanish> {
  name: string
  code: string
  title: string
  description: string
  path: File | null
  seo_title: string
  seo_description: string
  seo_keywords: string
  /** The facts as the form holds them: numbers as text, '' for not known. */
  sol_years: string
  fault_rule: FaultRule | ''
  government_notice_days: string
  no_fault: boolean
  bar_referral_url: string
  bar_referral_phone: string
  citation: string
  reviewed_on: string
}

export interface StateLawSaved {
  message: string
  state_law: AdminStateLaw
}
