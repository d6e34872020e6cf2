/** GET /api/admin/analytics: the series of the Analytics page (docs/api.md). */

export type Routing = 'routed' | 'unrouted' | 'duplicate' | 'suppressed'

export interface RoutingDay {
  day: string
  routed: number
  unrouted: number
  duplicate: number
  suppressed: number
}

/** Visits and leads of one landing page, or of one source/medium/campaign. */
export interface ConversionRow {
  landing_page?: string
  source: string
  medium: string
  campaign: string
  views: number
  /** Visits: first pages of a browser tab. */
  entries: number
  leads: number
  /** Leads per visit (0.125), null without visits. */
  conversion_rate: number | null
}

export interface StateCount {
  state: string
  leads: number
}

export interface Latency {
  count: number
  p50_seconds: number
  p90_seconds: number
  max_seconds: number
}

export interface LatencyDay extends Latency {
  day: string
}

export interface PartnerRates {
  partner_id: number | null
  partner_name: string
  delivered: number
  reported: number
  accepted: number
  rejected: number
  /** Rejections reported within the return window (decision 026's old "returns"). */
  rejected_in_window: number
  /** Returns the operator approved (decision 049). */
  returned: number
  acceptance_rate: number | null
  rejected_in_window_rate: number | null
  return_rate: number | null
}

/** Charges and credits of leads in the ledger, in integer cents (US dollars); revenue is charged less credited. */
export interface RevenueCounts {
  charges: number
  charged_cents: number
  credits: number
  credited_cents: number
  revenue_cents: number
}

/** Revenue by the UTC day of each ledger entry, in total and by the lead's state, practice area, firm and source. */
export interface Revenue {
  total: RevenueCounts
  days: (RevenueCounts & { day: string })[]
  states: (RevenueCounts & { state: string })[]
  /** service_id null: leads without a practice area; service "" once the practice area was deleted. */
  services: (RevenueCounts & { service_id: number | null; service: string })[]
  partners: (RevenueCounts & { partner_id: number; partner_name: string })[]
  sources: (RevenueCounts & { source: string; medium: string; campaign: string })[]
}

/** The visits and leads whose landing page is in one language ("en", "es"). */
export interface LanguageRow {
  language: string
  views: number
  /** Visits: first pages of a browser tab. */
  entries: number
  leads: number
  /** Leads per visit; null without visits. */
  conversion_rate: number | null
}

export interface Analytics {
  from: string
  to: string
  leads: { total: number; routing: RoutingDay[] }
  landing_pages: ConversionRow[]
  /** Visits, leads and conversion by the language of the landing page, English first; absent from older servers. */
  languages?: LanguageRow[]
  sources: ConversionRow[]
  states: StateCount[]
  deliveries: {
    by_status: { status: string; count: number }[]
    latency: LatencyDay[]
    latency_overall: Latency
  }
  partners: PartnerRates[]
  /** Money: only for a role that may see it (admin); absent otherwise. */
  revenue?: Revenue
  /** The case evaluation's funnel and the leads by tier (issue 23); absent from older servers. */
  evaluation?: EvaluationAnalytics
  /** The daily summaries are being filled (after an upgrade): no numbers until they are. */
  rebuilding: boolean
}

/** One step of the case evaluation (1-6): how often it was shown, passed, and ended the evaluation (already represented or settled). */
export interface FunnelStep {
  step: number
  views: number
  completes: number
  ended: number
}

/** The funnel of one device class (desktop, mobile, tablet) or first-touch source. */
export interface FunnelSegment {
  key: string
  steps: FunnelStep[]
}

/** Counted without cookies or personal data: step views, completions and endings, and the leads of each kind of form per visit. */
export interface EvaluationAnalytics {
  /** Every step, 1 to 6. */
  steps: FunnelStep[]
  /** The most started first. */
  devices: FunnelSegment[]
  /** The sources whose visitors started the evaluation most (at most 20). */
  sources: FunnelSegment[]
  forms: {
    /** Visits: first pages of a browser tab. */
    entries: number
    short_form_leads: number
    evaluation_leads: number
    /** Leads per visit; null without visits. */
    short_form_conversion_rate: number | null
    evaluation_conversion_rate: number | null
    /** The evaluation's leads per view of its first step. */
    evaluation_completion_rate: number | null
  }
  /** The range's leads by tier; "unrated" are the short forms'. */
  tiers: { tier: string; leads: number }[]
}

/** The CSV tables of the endpoint (section=…). */
export type AnalyticsSection =
  | 'leads_per_day'
  | 'landing_pages'
  | 'languages'
  | 'sources'
  | 'states'
  | 'deliveries_by_status'
  | 'delivery_latency'
  | 'partners'
  | 'revenue_per_day'
  | 'revenue_states'
  | 'revenue_services'
  | 'revenue_partners'
  | 'revenue_sources'

/** A range of UTC days, both inclusive (YYYY-MM-DD). */
export interface DayRange {
  from: string
  to: string
}
