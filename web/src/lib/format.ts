/**
 * Date and number formats of the public pages. The server renders them in
 * a JavaScript engine with no Intl, and the browser must print exactly the
 * same when it hydrates, so both use these (English, UTC) instead of Intl.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** A date as 'March 5, 2024', by its UTC calendar day; the raw text when it is not a date. */
export function formatLongDate(value: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}

/** A whole number with thousands separators: 12500 → '12,500'. */
export function formatCount(value: number): string {
  const sign = value < 0 ? '-' : ''
  return sign + String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}
