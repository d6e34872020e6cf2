/**
 * Money as the admin and partner screens show it. Amounts travel as
 * integer cents (US dollars) and are only ever formatted here, by the
 * platform's CLDR rules (Intl), never by arithmetic on strings.
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** 123450 → "$1,234.50"; -1250 → "-$12.50". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100)
}
