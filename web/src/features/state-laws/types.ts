import type { Alternates } from '@/i18n/content'
import type { StoredImage } from '@/components/ResponsiveImage'
import type { FaultRule } from '@/lib/state-facts'

/** An entry of GET /api/states. */
export interface StateSummary {
  id: number
  name: string
  code: string
}

export interface StateLaw extends StateSummary {
  /** Detail answers: the record's page in each language (null: no version in it). */
  alternates?: Alternates
  title: string
  /**
   * Sanitized HTML (the server cleans it on save), with fact markers where
   * the page writes the statute, fault-rule and no-fault paragraphs from
   * the facts below (decision 057, `@/lib/state-facts`).
   */
  description: string
  path: string
  /** Size and resized copies of the image (public answers; absent without a readable image). */
  image?: StoredImage
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
}

/** An entry of GET /api/states/search. */
export interface StateSearchHit extends StateSummary {
  title: string
  path: string
}
