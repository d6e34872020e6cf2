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

/**
 * What a person typed as dollars ("45", "45.5", "1,250.00", "-12.50") in
 * cents, read digit by digit (never through a float); null when it is not
 * an amount.
 */
export function parseDollars(text: string): number | null {
  const m = /^(-)?\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!m) return null
  const cents = Number(m[2].replaceAll(',', '')) * 100 + Number((m[3] ?? '').padEnd(2, '0'))
  return m[1] ? -cents : cents
}

/** Cents as an input's value: 4500 → "45.00", -5 → "-0.05" (no grouping, no symbol). */
export function centsToInput(cents: number): string {
  const abs = Math.abs(cents)
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
