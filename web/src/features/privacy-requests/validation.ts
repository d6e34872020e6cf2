import type { PrivacyRequestPayload, PrivacyRequestType } from './api/create-privacy-request'

import type { Language } from '@/i18n/language'

/** The kinds of request; their words are the catalogue's privacy.request.type.{value}.label and .hint. */
export const TYPES: readonly PrivacyRequestType[] = ['access', 'delete', 'correct', 'opt_out']

export type PrivacyField = 'type' | 'email' | 'phone' | 'details'
export type PrivacyErrors = Partial<Record<PrivacyField, string>>

/** What a field's problem is: its words are the catalogue's privacy.request.error.{problem}. */
export type PrivacyProblem = 'type' | 'contact' | 'email' | 'phone' | 'details' | 'tooLong'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const DETAILS_MAX = 2000

/**
 * The request the form holds, in the page's language, and what is wrong
 * with it (the server checks again): each field's problem, which words
 * turns into the page's language.
 */
export function readRequest(
  data: FormData,
  language: Language,
  words: (problem: PrivacyProblem) => string,
): { payload: PrivacyRequestPayload; errors: PrivacyErrors } {
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
    language,
  }
  const errors: PrivacyErrors = {}
  if (!TYPES.includes(payload.type)) errors.type = words('type')
  if (payload.email === '' && payload.phone === '') {
    errors.email = words('contact')
    errors.phone = errors.email
  }
  if (payload.email !== '' && !EMAIL_PATTERN.test(payload.email)) errors.email = words('email')
  const digits = payload.phone.replace(/\D/g, '').replace(/^1(\d{10})$/, '$1')
  if (payload.phone !== '' && digits.length !== 10) errors.phone = words('phone')
  if (payload.type === 'correct' && payload.details === '') errors.details = words('details')
  if (payload.details.length > DETAILS_MAX) errors.details = words('tooLong')
  return { payload, errors }
}
