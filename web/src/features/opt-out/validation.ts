/**
 * Browser-side rules of the opt-out form; the server checks them again.
 * The phone may be typed with spaces or dashes: only its digits count.
 * A rule answers true or what is wrong, whose words are the catalogue's
 * privacy.optOut.error.{problem}.
 */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type OptOutProblem = 'contact' | 'phone' | 'email'

/** The 10 digits of a US number, without a leading 1; '' when it has none. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '')
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}

export function checkOptOutPhone(value: string): true | OptOutProblem {
  if (value.trim() === '') return true
  return phoneDigits(value).length === 10 ? true : 'phone'
}

export function checkOptOutEmail(value: string): true | OptOutProblem {
  if (value.trim() === '') return true
  return EMAIL_PATTERN.test(value.trim()) ? true : 'email'
}
