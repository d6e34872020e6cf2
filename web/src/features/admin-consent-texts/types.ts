/** One publication of the consent text (GET /api/admin/consent-texts), newest first. */
export interface ConsentPublication {
  id: number
  /** "c-" and a hash of the words: the version leads keep. */
  version: string
  text: string
  published_at: string
  /** "First Last <email>" of the admin; empty for the first version (start-up flags). */
  published_by: string
  current: boolean
  /** Leads whose visitor agreed to these words. */
  leads: number
}

export const CONSENT_TEXT_MAX = 5000
