import type { PrivacyRequestPayload, PrivacyRequestType } from './api/create-privacy-request'

export const TYPES: readonly { value: PrivacyRequestType; label: string; hint: string }[] = [
  { value: 'access', label: 'Know / access my data', hint: 'A copy of everything we hold about you.' },
  { value: 'delete', label: 'Delete my data', hint: 'We erase your personal information and tell the attorneys who received it.' },
  { value: 'correct', label: 'Correct my data', hint: 'Tell us below what is wrong and what it should say.' },
  { value: 'opt_out', label: 'Opt out of sale or sharing', hint: 'We stop passing your details to participating attorneys.' },
]

export type PrivacyField = 'type' | 'email' | 'phone' | 'details'
export type PrivacyErrors = Partial<Record<PrivacyField, string>>

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const DETAILS_MAX = 2000

/** The request the form holds, and what is wrong with it (the server checks again). */
export function readRequest(data: FormData): { payload: PrivacyRequestPayload; errors: PrivacyErrors } {
  const text = (name: string) => {
    const value = data.get(name)
    return typeof value === 'string' ? value.trim() : ''
  }
  const payload: PrivacyRequestPayload = {
    type: text('type') as PrivacyRequestType,
    email: text('email'),
    phone: text('phone'),
    california_resident: data.get('california_resident') === 'on',
    details: text('details'),
  }
  const errors: PrivacyErrors = {}
  if (!TYPES.some((t) => t.value === payload.type)) errors.type = 'Choose what you would like us to do.'
  if (payload.email === '' && payload.phone === '') {
    errors.email = 'Enter the e-mail address or the phone number you gave us (or both).'
    errors.phone = errors.email
  }
  if (payload.email !== '' && !EMAIL_PATTERN.test(payload.email)) errors.email = 'Please enter a valid email address.'
  const digits = payload.phone.replace(/\D/g, '').replace(/^1(\d{10})$/, '$1')
  if (payload.phone !== '' && digits.length !== 10) errors.phone = 'The phone must be a 10-digit US number.'
  if (payload.type === 'correct' && payload.details === '') errors.details = 'Tell us what should be corrected.'
  if (payload.details.length > DETAILS_MAX) errors.details = `Please keep it under ${DETAILS_MAX} characters.`
  return { payload, errors }
}
