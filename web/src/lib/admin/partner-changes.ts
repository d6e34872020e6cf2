/**
 * A partner firm's change requests (issue 22): the routing fields a firm
 * may ask the operator to change (the server's leads.PartnerChanges), as
 * the portal's form sends them and both the portal and the admin queue
 * show them. Prices, billing and return settings are never among them.
 */

export interface Opening {
  /** 0 is Sunday. */
  day: number
  /** "HH:MM" in the firm's time zone. */
  open: string
  close: string
}

/** The asked fields; a field left out is not asked for. */
export interface PartnerChanges {
  states?: string[]
  service_ids?: number[]
  daily_cap?: number
  monthly_cap?: number
  timezone?: string
  schedule?: Opening[]
  email?: string
  webhook_url?: string
  /** The languages the firm's intake staff speak ("en", "es"). */
  languages?: string[]
}

export type ChangeField = keyof PartnerChanges

/** Every field a firm may ask for, in the order the form and the lists show them. */
export const CHANGE_FIELDS: ReadonlyArray<ChangeField> = [
  'states',
  'service_ids',
  'daily_cap',
  'monthly_cap',
  'timezone',
  'schedule',
  'email',
  'webhook_url',
  'languages',
]

export const CHANGE_FIELD_LABELS: Record<ChangeField, string> = {
  states: 'States',
  service_ids: 'Practice areas',
  daily_cap: 'Daily cap',
  monthly_cap: 'Monthly cap',
  timezone: 'Time zone',
  schedule: 'Opening hours',
  email: 'Delivery e-mail',
  webhook_url: 'Webhook URL',
  languages: 'Languages',
}

export type ChangeRequestStatus = 'pending' | 'approved' | 'declined'

export const CHANGE_REQUEST_STATUSES: ReadonlyArray<ChangeRequestStatus> = ['pending', 'approved', 'declined']

export const CHANGE_REQUEST_STATUS_LABELS: Record<ChangeRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
}

/** A firm's request (GET /api/partner/change-requests). */
export interface ChangeRequest {
  id: number
  partner_id: number
  partner_name: string
  changes: PartnerChanges
  note: string
  status: ChangeRequestStatus
  /** The member who asked ('' once the account is gone). */
  requested_by_email: string
  /** The operator's note: why it was declined, or a word with an approval. */
  decision_note: string
  created_at: string
  decided_at: string | null
}

/** The languages a lead may come in, and a firm's intake staff may speak, in words. */
export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish' }

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

const cap = (n: number, per: string) => (n > 0 ? `${n} a ${per}` : 'No cap')

/**
 * A value as a person reads it: "TX, OK", "10 a day", "Monday 09:00–17:00".
 * serviceTitle names a practice area by id (its id when unknown).
 */
export function formatChange<F extends ChangeField>(
  field: F,
  value: PartnerChanges[F],
  serviceTitle: (id: number) => string = String,
): string {
  if (value === undefined) return '—'
  switch (field) {
    case 'states':
      return (value as string[]).join(', ') || 'None'
    case 'service_ids':
      return (value as number[]).map(serviceTitle).join(', ') || 'Every practice area'
    case 'daily_cap':
      return cap(value as number, 'day')
    case 'monthly_cap':
      return cap(value as number, 'month')
    case 'languages':
      return (value as string[]).map((l) => LANGUAGE_NAMES[l] ?? l).join(', ') || 'None'
    case 'schedule':
      return (value as Opening[]).map((h) => `${WEEKDAYS[h.day] ?? h.day} ${h.open}–${h.close}`).join('; ') || 'Any time'
    default:
      return (value as string) || 'None'
  }
}

/** The fields a request asks for, in CHANGE_FIELDS order. */
export function askedFields(changes: PartnerChanges): ChangeField[] {
  return CHANGE_FIELDS.filter((f) => changes[f] !== undefined)
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * What a form's values change from the firm's present ones: only the
 * fields that differ (lists compared in order, states and practice areas
 * as sets).
 */
export function changedFrom(current: Required<PartnerChanges>, values: Required<PartnerChanges>): PartnerChanges {
  const out: PartnerChanges = {}
  for (const field of CHANGE_FIELDS) {
    let a: unknown = current[field]
    let b: unknown = values[field]
    if (field === 'states' || field === 'service_ids' || field === 'languages') {
      a = [...(a as Array<string | number>)].sort()
      b = [...(b as Array<string | number>)].sort()
    }
    if (!same(a, b)) (out as Record<string, unknown>)[field] = values[field]
  }
  return out
}
