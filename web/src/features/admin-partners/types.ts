import type { LeadTier, RatedTier } from '@/lib/admin/tiers'

/** One weekly opening: day 0 is Sunday; times "HH:MM" in the partner's zone ("24:00" ends the day). */
export interface OpeningHours {
  day: number
  open: string
  close: string
}

/** A participating law firm as GET /api/admin/partners answers it. */
export type Partner = {
  id: number
  name: string
  email: string
  webhook_url: string
  states: string[]
  /** Practice areas (service ids); empty: every one. */
  service_ids: number[]
  /** 1 is first. */
  priority: number
  /** 0: no cap. Counted in the partner's own day and month. */
  daily_cap: number
  monthly_cap: number
  timezone: string
  /** Empty: always open. */
  schedule: OpeningHours[]
  active: boolean
  /** The firm paused its own deliveries from its portal. */
  paused: boolean
  /** Set once the operator archived the firm (it had a ledger, returns or members): no more leads, records kept. */
  archived_at: string | null
  last_assigned_at: string | null
  created_at: string
  updated_at: string
  /** The languages the firm's intake staff speak: leads in a language go first to firms that speak it. */
  languages: PartnerLanguage[]
  /** Leads assigned since the start of the partner's day and month. */
  usage: { today: number; month: number }
  /** What the firm paid less what it was charged, in cents (negative: it owes); read-only. */
  balance_cents: number
  /** Prices of leads routed to the firm and not yet delivered, in cents; read-only. */
  held_cents: number
} & PartnerBilling &
  PartnerQuality

/** A language a lead may come in and a firm's intake staff may speak. */
export type PartnerLanguage = 'en' | 'es'

export const PARTNER_LANGUAGES: ReadonlyArray<{ value: PartnerLanguage; label: string }> = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
]

/** A firm's languages in words: "English, Spanish". */
export function languagesText(languages: ReadonlyArray<string>): string {
  return PARTNER_LANGUAGES.filter((l) => languages.includes(l.value))
    .map((l) => l.label)
    .join(', ')
}

/** Which leads a firm takes by their quality (issue 23): routing respects all three. */
export interface PartnerQuality {
  /** The least case-evaluation tier the firm takes; null: any. */
  min_tier: RatedTier | null
  /** Whether it takes the short forms' leads, which have no tier (default true). */
  accepts_unrated: boolean
  /** Whether it takes leads whose general filing deadline has passed (default false). */
  accepts_passed_deadline: boolean
}

/** A price for the leads matching every key it names (null: any). */
export interface PriceOverride {
  state: string | null
  service_id: number | null
  /** A tier, or unrated (the short forms' leads); null or absent: any. */
  tier?: LeadTier | null
  price_cents: number
}

/** How a firm is priced and billed (amounts in cents, USD). */
export interface PartnerBilling {
  price_cents: number
  shared_price_cents: number
  price_overrides: PriceOverride[]
  billing_mode: 'prepaid' | 'invoice'
  credit_limit_cents: number
  low_balance_cents: number
  billing_email: string
  /** Null: the site's setting. */
  return_window_days: number | null
  max_return_rate: number
  auto_approve_reasons: string[]
}

/** A firm's billing settings, picked from the partner (what an edit of its other fields sends back unchanged). */
export function billingOf(p: PartnerBilling): PartnerBilling {
  return {
    price_cents: p.price_cents,
    shared_price_cents: p.shared_price_cents,
    price_overrides: p.price_overrides,
    billing_mode: p.billing_mode,
    credit_limit_cents: p.credit_limit_cents,
    low_balance_cents: p.low_balance_cents,
    billing_email: p.billing_email,
    return_window_days: p.return_window_days,
    max_return_rate: p.max_return_rate,
    auto_approve_reasons: p.auto_approve_reasons,
  }
}

/** A firm's routing and delivery, picked from the partner (what a billing edit sends back unchanged; the secret stays). */
export function routingOf(p: Partner): Omit<PartnerPayload, keyof PartnerBilling | 'webhook_secret'> {
  return {
    name: p.name,
    email: p.email,
    webhook_url: p.webhook_url,
    states: p.states,
    service_ids: p.service_ids,
    priority: p.priority,
    daily_cap: p.daily_cap,
    monthly_cap: p.monthly_cap,
    timezone: p.timezone,
    schedule: p.schedule,
    active: p.active,
    min_tier: p.min_tier ?? null,
    accepts_unrated: p.accepts_unrated ?? true,
    accepts_passed_deadline: p.accepts_passed_deadline ?? false,
    languages: p.languages,
  }
}

/**
 * What POST / PUT /api/admin/partners take (PUT replaces every field but the secret, which it keeps when left out;
 * billing settings left out take their defaults, so an edit sends the partner's back).
 */
export type PartnerPayload = { webhook_secret?: string } & Partial<PartnerBilling> &
  PartnerQuality &
  Pick<
    Partner,
    | 'name'
    | 'email'
    | 'webhook_url'
    | 'states'
    | 'service_ids'
    | 'priority'
    | 'daily_cap'
    | 'monthly_cap'
    | 'timezone'
    | 'schedule'
    | 'active'
    | 'languages'
  >

/** The form's values: checkboxes give strings, number inputs may be empty. */
export interface PartnerFormValues {
  name: string
  email: string
  webhook_url: string
  webhook_secret: string
  states: string[]
  service_ids: string[]
  priority: string
  daily_cap: string
  monthly_cap: string
  timezone: string
  schedule: OpeningHours[]
  active: boolean
  /** '': any tier. */
  min_tier: RatedTier | ''
  accepts_unrated: boolean
  accepts_passed_deadline: boolean
  languages: PartnerLanguage[]
}

export interface PartnerSaved {
  message: string
  data: Partner
}

/** The answer that creates a partner: the one place, with a rotation, that shows its webhook secret. */
export interface PartnerCreated {
  message: string
  data: Partner & { webhook_secret: string }
}

export const DEFAULT_TIMEZONE = 'America/New_York'

/** The zones US firms are in, offered first; any IANA name may be typed. */
export const COMMON_TIMEZONES: ReadonlyArray<{ zone: string; label: string }> = [
  { zone: 'America/New_York', label: 'Eastern' },
  { zone: 'America/Chicago', label: 'Central' },
  { zone: 'America/Denver', label: 'Mountain' },
  { zone: 'America/Phoenix', label: 'Mountain, no DST (Arizona)' },
  { zone: 'America/Los_Angeles', label: 'Pacific' },
  { zone: 'America/Anchorage', label: 'Alaska' },
  { zone: 'Pacific/Honolulu', label: 'Hawaii' },
  { zone: 'UTC', label: 'UTC' },
]

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

export function partnerToForm(partner: Partner | null): PartnerFormValues {
  return {
    name: partner?.name ?? '',
    email: partner?.email ?? '',
    webhook_url: partner?.webhook_url ?? '',
    webhook_secret: '',
    states: partner?.states ?? [],
    service_ids: (partner?.service_ids ?? []).map(String),
    priority: String(partner?.priority ?? 1),
    daily_cap: String(partner?.daily_cap ?? 0),
    monthly_cap: String(partner?.monthly_cap ?? 0),
    timezone: partner?.timezone ?? DEFAULT_TIMEZONE,
    schedule: partner?.schedule ?? [],
    active: partner?.active ?? true,
    min_tier: partner?.min_tier ?? '',
    accepts_unrated: partner?.accepts_unrated ?? true,
    accepts_passed_deadline: partner?.accepts_passed_deadline ?? false,
    languages: partner?.languages ?? ['en'],
  }
}

/** A number field as the API wants it; what is not a number is sent as typed, for the server's 422. */
function toNumber(value: string): number | string {
  const trimmed = value.trim()
  if (trimmed === '') return 0
  const n = Number(trimmed)
  return Number.isFinite(n) ? n : trimmed
}

export function formToPayload(values: PartnerFormValues): PartnerPayload {
  return {
    name: values.name,
    email: values.email,
    webhook_url: values.webhook_url,
    // Empty: a new partner gets a random secret, an edited one keeps its own.
    ...(values.webhook_secret.trim() ? { webhook_secret: values.webhook_secret.trim() } : {}),
    states: values.states,
    service_ids: values.service_ids.map(Number),
    priority: toNumber(values.priority) as number,
    daily_cap: toNumber(values.daily_cap) as number,
    monthly_cap: toNumber(values.monthly_cap) as number,
    timezone: values.timezone.trim(),
    schedule: values.schedule.map((h) => ({ day: Number(h.day), open: h.open, close: h.close })),
    active: values.active,
    min_tier: values.min_tier || null,
    accepts_unrated: values.accepts_unrated,
    accepts_passed_deadline: values.accepts_passed_deadline,
    languages: values.languages,
  }
}

/** The least tier a firm takes, in words: "Any tier", "Tier A only", "Tier B or better". */
export function minTierText(tier: RatedTier | null | undefined): string {
  if (!tier) return 'Any tier'
  return tier === 'A' ? 'Tier A only' : `Tier ${tier} or better`
}

/** "7 / 10 today"; without a cap "7 today". */
export function usageText(used: number, cap: number, period: 'today' | 'this month'): string {
  return cap > 0 ? `${used} / ${cap} ${period}` : `${used} ${period} (no cap)`
}
