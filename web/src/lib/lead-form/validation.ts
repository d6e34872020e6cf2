/**
 * Browser-side rules of the lead forms (SPEC §5). The server checks the same
 * rules again; these only save the visitor a round trip.
 */

export const PHONE_HINT = 'Phone number must be exactly 10 digits and remove spaces'
export const PHONE_PLACEHOLDER = 'Phone-no without spaces'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE_PATTERN = /^\d{10}$/
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/

export const messages = {
  required: (label: string) => `${label} is required.`,
  email: 'Please enter a valid email address.',
  phone: PHONE_HINT,
  zip: 'Please enter a 5-digit ZIP code (or ZIP+4).',
  consent: 'Please tick the box to agree before submitting.',
}

export function validateRequired(label: string) {
  return (value: string) => (value.trim() === '' ? messages.required(label) : true)
}

export function validateEmail(value: string): true | string {
  if (value.trim() === '') return messages.required('Email')
  return EMAIL_PATTERN.test(value.trim()) ? true : messages.email
}

export function validatePhone(value: string): true | string {
  return PHONE_PATTERN.test(value) ? true : messages.phone
}

export function validateZip({ required }: { required: boolean }) {
  return (value: string): true | string => {
    const zip = value.trim()
    if (zip === '') return required ? messages.required('Zip code') : true
    return ZIP_PATTERN.test(zip) ? true : messages.zip
  }
}

export function validateConsent(value: boolean): true | string {
  return value ? true : messages.consent
}
