/**
 * Dates and times of the admin area in the operator's time zone (the
 * `operator_timezone` setting), not the browser's: "today", "the last 30
 * days" and the time of a lead's history mean the operator's calendar and
 * clock wherever the admin is. The admin is rendered in the browser only,
 * so Intl is available (the public pages use lib/format.ts instead).
 */

/** The zone used while the setting is unknown (loading, or it failed): unambiguous, and labelled. */
export const FALLBACK_TIME_ZONE = 'UTC'

const DAY = 86_400_000

/** zone if Intl knows it, else FALLBACK_TIME_ZONE (the server only saves valid IANA names). */
export function usableTimeZone(zone: string | undefined): string {
  if (!zone) return FALLBACK_TIME_ZONE
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone
  } catch {
    return FALLBACK_TIME_ZONE
  }
}

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** YYYY-MM-DD of the calendar day `date` falls on in timeZone. */
export function dayInZone(date: Date, timeZone: string): string {
  const zone = usableTimeZone(timeZone)
  let format = dayFormats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(zone, format)
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => format.formatToParts(date).find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The day `days` calendar days after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)
}

/** The last `days` days of the operator's calendar, today included: {from, to} as YYYY-MM-DD. */
export function lastDaysInZone(days: number, now: Date, timeZone: string): { from: string; to: string } {
  const to = dayInZone(now, timeZone)
  return { from: addDays(to, -(days - 1)), to }
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(key)
  if (!format) {
    format = make()
    dateTimeFormats.set(key, format)
  }
  return format
}

/** "Mar 1, 2026, 4:30 PM EST": a timestamp in timeZone with the zone's abbreviation; '—' when missing, the text when unreadable. */
export function formatDateTimeInZone(iso: string, timeZone: string): string {
  if (!iso) return '—'
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const zone = usableTimeZone(timeZone)
  return cached(
    `dt:${zone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }),
  ).format(date)
}

/** "4:30 PM EST": the time of day in timeZone with the zone's abbreviation. */
export function formatTimeInZone(date: Date, timeZone: string): string {
  const zone = usableTimeZone(timeZone)
  return cached(
    `t:${zone}`,
    () => new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
  ).format(date)
}

/** The date ("Mar 1, 2026") and the time with the zone's abbreviation ("4:30 PM EST") apart, for a compact table cell. */
export function splitDateTimeInZone(iso: string, timeZone: string): { date: string; time: string } {
  const date = new Date(iso)
  if (!iso || Number.isNaN(date.getTime())) return { date: iso || '—', time: '' }
  const zone = usableTimeZone(timeZone)
  const day = cached(`d:${zone}`, () => new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'medium' }))
  return { date: day.format(date), time: formatTimeInZone(date, zone) }
}
