import type { DayRange } from './types'

/** The range choices of the page. */
export type RangeChoice = '30' | '90' | 'custom'

const DAY = 86_400_000
export const MAX_RANGE_DAYS = 366

/** YYYY-MM-DD of a date, in UTC (the days the server counts in). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** The last `days` UTC days, today included. */
export function lastDays(days: number, today: Date): DayRange {
  return { from: isoDay(new Date(today.getTime() - (days - 1) * DAY)), to: isoDay(today) }
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/

function parseDay(value: string): number | null {
  if (!dayPattern.test(value)) return null
  const time = Date.parse(`${value}T00:00:00Z`)
  return Number.isNaN(time) || isoDay(new Date(time)) !== value ? null : time
}

/** What is wrong with a custom range, per field; empty when it is fine. */
export function checkRange(range: DayRange): Partial<Record<keyof DayRange, string>> {
  const from = parseDay(range.from)
  const to = parseDay(range.to)
  const errors: Partial<Record<keyof DayRange, string>> = {}
  if (from === null) errors.from = 'Enter a start date.'
  if (to === null) errors.to = 'Enter an end date.'
  if (from !== null && to !== null) {
    if (from > to) errors.to = 'The end date must not be before the start date.'
    else if ((to - from) / DAY + 1 > MAX_RANGE_DAYS) errors.to = `Choose a range of at most ${MAX_RANGE_DAYS} days.`
  }
  return errors
}

/** The range a page URL asks for (?range=90, or ?from=&to=), and which choice it is. */
export function rangeFromSearch(search: URLSearchParams, today: Date): { choice: RangeChoice; range: DayRange } {
  const custom = { from: search.get('from') ?? '', to: search.get('to') ?? '' }
  if ((custom.from || custom.to) && Object.keys(checkRange(custom)).length === 0) {
    return { choice: 'custom', range: custom }
  }
  const choice = search.get('range') === '90' ? '90' : '30'
  return { choice, range: lastDays(Number(choice), today) }
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const shortDayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

/** "Mar 1, 2026". */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`))
}

/** "Mar 1", for chart axes. */
export function formatShortDay(day: string): string {
  return shortDayFormat.format(new Date(`${day}T00:00:00Z`))
}
