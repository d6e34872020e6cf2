export type LeadVerificationMode = 'off' | 'optional' | 'required'

/** What the Free Consultation and Contact Us buttons open. */
export type EntryForm = 'short' | 'case_evaluation'

/**
 * The Spanish versions of the text settings shown to visitors (issue 25,
 * decision 065); an empty one is not written yet: the Spanish pages show
 * the English text in its place.
 */
export interface SettingsSpanish {
  footer_disclaimer: string
  hero_headline: string
  hero_subline: string
  cta_label: string
  popup_headline: string
}

/** The Spanish text settings, in the order the form shows them, with their English labels. */
export const SPANISH_TEXT_LABELS: Record<keyof SettingsSpanish, string> = {
  footer_disclaimer: 'Footer disclaimer',
  hero_headline: 'Home page headline',
  hero_subline: 'Sub-line',
  cta_label: 'Main button label',
  popup_headline: 'Pop-up headline',
}

/** The site settings the operator edits (GET/PUT /api/admin/settings). */
export interface Settings {
  brand: string
  phone: string
  email: string
  address: string
  facebook_url: string
  youtube_url: string
  linkedin_url: string
  instagram_url: string
  tiktok_url: string
  news_url: string
  footer_disclaimer: string
  /** The home page's headline. */
  hero_headline: string
  /** The paragraph under it; "{brand}" stands for the brand name. */
  hero_subline: string
  /** The label of the home page's main button and of the call-to-action bands. */
  cta_label: string
  entry_form: EntryForm
  popup_enabled: boolean
  popup_delay_seconds: number
  popup_headline: string
  lead_verification: LeadVerificationMode
  leadid_script_url: string
  trustedform_script_url: string
  notify_emails: string[]
  /** Each visitor who leaves a lead is e-mailed its reference, their consent and a link that withdraws it. */
  confirmation_email: boolean
  /** A lead in a language no eligible firm speaks goes to the other eligible firms, marked as a language fallback (default on). */
  language_fallback: boolean
  lead_retention_years: number
  conversion_name: string
  conversion_value: number
  conversion_currency: string
  operator_timezone: string
  return_window_days: number
  payment_instructions: string
  es: SettingsSpanish
}

/** Limits the server checks too (internal/settings). */
export const SETTINGS_LIMITS = {
  brand: 80,
  address: 300,
  disclaimer: 2000,
  headline: 120,
  heroHeadline: 120,
  heroSubline: 300,
  ctaLabel: 40,
  url: 500,
  popupDelayMax: 120,
  retentionMin: 1,
  retentionMax: 10,
  notifyEmails: 20,
  conversionName: 100,
  returnWindowMin: 1,
  returnWindowMax: 90,
  paymentInstructions: 1000,
} as const
