/**
 * Experiments (issue 24; the contract in the admin API: GET/POST
 * /api/admin/experiments, GET/PUT /api/admin/experiments/{id}, start, stop,
 * ship and results).
 */

/** What an experiment varies: one site setting (or the pop-up's three). */
export const TARGETS = ['hero_headline', 'hero_subline', 'cta_label', 'popup', 'entry_form'] as const
export type Target = (typeof TARGETS)[number]

/** Each target in words, as the screens name it. */
export const TARGET_LABELS: Record<Target, string> = {
  hero_headline: 'Home headline',
  hero_subline: 'Home sub-line',
  cta_label: 'Main button label',
  popup: 'Pop-up',
  entry_form: 'Entry form',
}

/** Where each target shows on the site, for the editor's hint. */
export const TARGET_HINTS: Record<Target, string> = {
  hero_headline: 'The big heading at the top of the home page.',
  hero_subline: 'The paragraph under the home page heading.',
  cta_label: 'The home page’s main button and the call-to-action bands on other pages.',
  popup: 'The compensation pop-up: whether it opens by itself, after how long, and its headline.',
  entry_form: 'What the Free Consultation and Contact Us buttons open.',
}

/** The text targets and their length limits (the server checks them too). */
export const TEXT_LIMITS = {
  hero_headline: 120,
  hero_subline: 300,
  cta_label: 40,
} as const satisfies Partial<Record<Target, number>>

export type TextTarget = keyof typeof TEXT_LIMITS

export function isTextTarget(target: Target): target is TextTarget {
  return target in TEXT_LIMITS
}

export const POPUP_LIMITS = { delayMax: 120, headline: 120 } as const

export interface PopupValue {
  enabled: boolean
  delay_seconds: number
  headline: string
}

export const ENTRY_FORMS = ['short', 'case_evaluation'] as const
export type EntryForm = (typeof ENTRY_FORMS)[number]

export const ENTRY_FORM_LABELS: Record<EntryForm, string> = {
  short: 'Short form',
  case_evaluation: 'Case evaluation',
}

export const ENTRY_FORM_HINTS: Record<EntryForm, string> = {
  short: 'The short consultation form, in a pop-up window.',
  case_evaluation: 'A link to the case evaluation (/case-evaluation).',
}

/** A variant's value: the text, the pop-up's settings, or the entry form. */
export type VariantValue = string | PopupValue

export interface Variant {
  /** "a" to "d" by position; "a" is the control. */
  key: string
  name: string
  weight: number
  value: VariantValue
}

export const METRICS = ['leads', 'qualified_leads'] as const
export type Metric = (typeof METRICS)[number]

export const METRIC_LABELS: Record<Metric, string> = {
  leads: 'Leads per visitor',
  qualified_leads: 'Qualified leads (tier A-B) per visitor',
}

export const EXPERIMENT_STATUSES = ['draft', 'running', 'stopped', 'shipped'] as const
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number]

export const STATUS_LABELS: Record<ExperimentStatus, string> = {
  draft: 'Draft',
  running: 'Running',
  stopped: 'Stopped',
  shipped: 'Shipped',
}

/** The significance levels the editor offers (the server takes 0.001 to 0.2). */
export const ALPHAS = [0.01, 0.05, 0.1] as const

export interface Experiment {
  id: number
  name: string
  hypothesis: string
  target: Target
  /** The share of visitors in the experiment, 1 to 100. */
  traffic_percent: number
  /** 2 to 4; the first is the control. */
  variants: Variant[]
  primary_metric: Metric
  /** The smallest relative lift that matters, as a fraction (0.1 is 10%). */
  min_effect: number
  alpha: number
  language: string
  status: ExperimentStatus
  started_at: string | null
  stopped_at: string | null
  shipped_variant: string | null
  /** The control's rates fixed at start; null in draft. */
  baseline_rate: number | null
  baseline_qualified_rate: number | null
}

/** What POST and PUT take: the experiment without what the server decides. */
export type ExperimentInput = Pick<
  Experiment,
  'name' | 'hypothesis' | 'target' | 'traffic_percent' | 'variants' | 'primary_metric' | 'min_effect' | 'alpha' | 'language'
>

export interface SecondaryResult {
  metric: Metric
  conversions: number
  rate: number | null
  diff: number | null
  ci_low: number | null
  ci_high: number | null
  p_value: number | null
}

export interface VariantResult {
  key: string
  name: string
  exposures: number
  conversions: number
  rate: number | null
  /** The absolute difference in rate to the control, with its always-valid interval; null for the control or without data. */
  diff: number | null
  ci_low: number | null
  ci_high: number | null
  /** The same relative to the control's rate; null when the control's rate is 0. */
  lift: number | null
  lift_low: number | null
  lift_high: number | null
  /** Always-valid, Benjamini-Hochberg adjusted; null for the control. */
  p_value: number | null
  significant: boolean
  secondary?: SecondaryResult | null
}

export interface SeriesPoint {
  key: string
  exposures: number
  conversions: number
  diff: number | null
  ci_low: number | null
  ci_high: number | null
}

export interface SeriesDay {
  /** YYYY-MM-DD; cumulative to the end of the day. */
  day: string
  /** The challengers only, primary metric. */
  variants: SeriesPoint[]
}

/** GET /api/admin/experiments/{id}/results. */
export interface Results {
  metric: Metric
  alpha: number
  /** Every variant has at least 100 exposures. */
  ready: boolean
  variants: VariantResult[]
  srm_p_value: number | null
  srm_ok: boolean
  verdict: string
  /** Null when it cannot be estimated or nothing more is needed. */
  days_needed: number | null
  series: SeriesDay[]
}
