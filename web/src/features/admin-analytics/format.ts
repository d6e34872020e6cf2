/** Numbers as the page shows them. */

const integer = new Intl.NumberFormat('en-US')
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 })

export function formatCount(n: number): string {
  return integer.format(n)
}

/** 0.125 → "12.5%"; null → "—". */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : percent.format(rate)
}

/** Seconds as "45 s", "3.5 min" or "2.1 h". */
export function formatSeconds(seconds: number): string {
  if (seconds < 90) return `${Math.round(seconds * 10) / 10} s`
  if (seconds < 5400) return `${Math.round(seconds / 6) / 10} min`
  return `${Math.round(seconds / 360) / 10} h`
}

/** What the server counts an empty source, medium or campaign as (package attribution). */
export const DIRECT = '(direct)'

/** Whether a source, medium or campaign is empty: "(direct)" from the server, or "". */
export function isNone(value: string | undefined): boolean {
  return !value || value === DIRECT
}

/** A source, medium or campaign as shown: "(none)" when empty. */
export function orNone(value: string | undefined): string {
  return isNone(value) ? '(none)' : (value as string)
}
