import { US_STATES } from '@/lib/us-states'
import type { Lead } from './types'

/** The person's name whichever form they used: first + last, or the single name field. */
export function leadName(lead: Pick<Lead, 'first_name' | 'last_name' | 'name'>): string {
  const full = [lead.first_name, lead.last_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
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

/** A lead count for people: 1,234, or 1,000+ when the server stopped counting (`total_exact` false). */
export function formatLeadCount(total: number, exact = true): string {
  return `${total.toLocaleString('en-US')}${exact ? '' : '+'}`
}
