/** The languages consent texts are published in (decision 066). */
export type ConsentLanguage = 'en' | 'es'

export const CONSENT_LANGUAGES: { value: ConsentLanguage; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
]

/** One publication of the consent text (GET /api/admin/consent-texts), newest first. */
export interface ConsentPublication {
  id: number
  /** "c-" and a hash of the words: the version leads keep. A wording belongs to one language. */
  version: string
  text: string
  language: ConsentLanguage
  published_at: string
  /** "First Last <email>" of the admin; empty for the first version (start-up flags). */
  published_by: string
  /** The newest publication of its language. */
  current: boolean
  /** Leads whose visitor agreed to these words. */
  leads: number
}

export const CONSENT_TEXT_MAX = 5000
