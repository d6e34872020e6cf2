/** Numbers and values of the experiments screens as they are shown. */
import { ENTRY_FORM_LABELS, TARGET_LABELS, type EntryForm, type PopupValue, type Target, type VariantValue } from './types'

const MINUS = '\u2212'

/** A number with its sign: "+1.5", "−0.25", "0". */
function signed(n: number, digits: number): string {
  const text = Math.abs(n).toFixed(digits)
  if (Number(text) === 0) return text
  return `${n < 0 ? MINUS : '+'}${text}`
}

/** A rate as a percent with 2 decimals: 0.0325 → "3.25%"; null → "—". */
export function formatRate(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '—' : `${(rate * 100).toFixed(2)}%`
}

/** A relative lift as a signed percent, whole under 10% to one decimal: 0.18 → "+18%", −0.042 → "−4.2%", 0.04 → "+4%"; null → "—". */
export function formatLift(lift: number | null | undefined): string {
  if (lift === null || lift === undefined) return '—'
  const percent = Math.abs(lift) < 0.1 ? Math.round(lift * 1000) / 10 : Math.round(lift * 100)
  if (percent === 0) return '0%'
  return `${percent < 0 ? MINUS : '+'}${Math.abs(percent)}%`
}

/** An interval of lifts: "+4% to +33%"; "—" when either end is missing. */
export function formatLiftInterval(low: number | null | undefined, high: number | null | undefined): string {
  if (low === null || low === undefined || high === null || high === undefined) return '—'
  return `${formatLift(low)} to ${formatLift(high)}`
}

/** An absolute difference in rate, in percentage points: 0.0085 → "+0.85 pp"; null → "—". */
export function formatDiff(diff: number | null | undefined): string {
  return diff === null || diff === undefined ? '—' : `${signed(diff * 100, 2)} pp`
}

/** An interval of differences: "−0.12 to +1.80 pp"; "—" when either end is missing. */
export function formatDiffInterval(low: number | null | undefined, high: number | null | undefined): string {
  if (low === null || low === undefined || high === null || high === undefined) return '—'
  return `${signed(low * 100, 2)} to ${signed(high * 100, 2)} pp`
}

/** A p-value: "0.032", "< 0.001"; null → "—". */
export function formatP(p: number | null | undefined): string {
  if (p === null || p === undefined) return '—'
  if (p < 0.001) return '< 0.001'
  return p.toFixed(3)
}

/** The confidence an alpha gives: 0.05 → "95%", 0.001 → "99.9%". */
export function formatConfidence(alpha: number): string {
  return `${Number(((1 - alpha) * 100).toFixed(1))}%`
}

/** The smallest effect that matters (a fraction) as a percent: 0.1 → "10%", 0.025 → "2.5%". */
export function formatEffect(minEffect: number): string {
  return `${Number((minEffect * 100).toFixed(2))}%`
}

/** The traffic share: "50%". */
export function formatShare(percent: number): string {
  return `${percent}%`
}

/** A whole number with thousands separators. */
export function formatCount(n: number): string {
  return new Intl.NumberFormat('en-US').format(n)
}

/** The target in a sentence: "the site's main button label setting" reads "main button label". */
export function targetPhrase(target: Target): string {
  const label = TARGET_LABELS[target] ?? target
  return label.charAt(0).toLowerCase() + label.slice(1)
}

export function isPopupValue(value: VariantValue | null | undefined): value is PopupValue {
  return typeof value === 'object' && value !== null && 'enabled' in value
}

/** A variant's value in words: the quoted text, the pop-up's settings or the entry form's name. */
export function formatValue(target: Target, value: VariantValue | null | undefined): string {
  if (target === 'popup') {
    if (!isPopupValue(value)) return '—'
    if (!value.enabled) return 'Pop-up off'
    return `Pop-up on after ${value.delay_seconds} s: “${value.headline}”`
  }
  if (target === 'entry_form') return typeof value === 'string' ? (ENTRY_FORM_LABELS[value as EntryForm] ?? value) : '—'
  return typeof value === 'string' ? `“${value}”` : '—'
}

/** The variant's letter as the results name it: "a" → "A". */
export function variantLetter(key: string): string {
  return key.toUpperCase()
}
