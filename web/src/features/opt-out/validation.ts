/**
 * Browser-side rules of the opt-out form; the server checks them again.
 * The phone may be typed with spaces or dashes: only its digits count.
 */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const optOutMessages = {
  contact: 'Enter your phone number or your email address (or both).',
  phone: 'Phone number must be exactly 10 digits.',
  email: 'Please enter a valid email address.',
}

/** The 10 digits of a US number, without a leading 1; '' when it has none. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '')
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}

export function validateOptOutPhone(value: string): true | string {
  if (value.trim() === '') return true
  return phoneDigits(value).length === 10 ? true : optOutMessages.phone
}

export function validateOptOutEmail(value: string): true | string {
  if (value.trim() === '') return true
  return EMAIL_PATTERN.test(value.trim()) ? true : optOutMessages.email
}
