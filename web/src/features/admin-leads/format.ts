import { US_STATES } from '@/lib/us-states'
import type { Lead } from './types'

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const timeOnly = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' })
const dateTimeLong = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'long' })

/** A timestamp in the admin's own time zone; '—' when missing or unreadable. */
export function formatDateTime(iso: string, long = false): string {
  if (!iso) return '—'
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return (long ? dateTimeLong : dateTime).format(date)
}

/** The date and the time apart, for a compact table cell. */
export function splitDateTime(iso: string): { date: string; time: string } {
  const date = new Date(iso)
  if (!iso || Number.isNaN(date.getTime())) return { date: iso || '—', time: '' }
  return { date: dateOnly.format(date), time: timeOnly.format(date) }
}

/** The person's name whichever form they used: first + last, or the single name field. */
export function leadName(lead: Pick<Lead, 'first_name' | 'last_name' | 'name'>): string {
  const full = [lead.first_name, lead.last_name].map((part) => part.trim()).filter(Boolean).join(' ')
  return full || lead.name.trim()
}

export { formatPhone } from '@/lib/admin/format'

/** tel: link for a US number. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`
}

/** The state's name: from the lead, else from the app's state list, else the code. */
export function stateName(lead: Pick<Lead, 'state' | 'state_name'>): string {
  if (lead.state_name) return lead.state_name
  return US_STATES.find((state) => state.code === lead.state)?.name ?? lead.state
}

/**
 * Visitor-supplied URLs (page, referrer, certificate) become links only when
 * they are http(s): a `javascript:` value must never be clickable.
 */
export function safeHttpUrl(value: string): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}
