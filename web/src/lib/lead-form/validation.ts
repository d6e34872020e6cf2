/**
 * Browser-side rules of the lead forms (SPEC §5). The server checks the same
 * rules again; these only save the visitor a round trip. The messages are the
 * page's language (forms.json).
 */
import { useMemo } from 'react'
import { useTranslator, type Translator } from '@/i18n/I18nProvider'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE_PATTERN = /^\d{10}$/
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/

/** The fields a required-field message names (forms.error.required). */
export type RequiredField = 'firstName' | 'lastName' | 'name' | 'email' | 'zip'

export type Validate<T> = (value: T) => true | string

export interface LeadValidators {
  required: (field: RequiredField) => Validate<string>
  email: Validate<string>
  phone: Validate<string>
  zip: (options: { required: boolean }) => Validate<string>
  consent: Validate<boolean>
}

/** The lead forms' rules with their messages in t's language. */
export function leadValidators(t: Translator['t']): LeadValidators {
  const required = (field: RequiredField) => t('forms.error.required', { field })
  return {
    required: (field) => (value) => (value.trim() === '' ? required(field) : true),
    email: (value) => {
      if (value.trim() === '') return required('email')
      return EMAIL_PATTERN.test(value.trim()) ? true : t('forms.error.email')
    },
    phone: (value) => (PHONE_PATTERN.test(value) ? true : t('forms.phone.hint')),
    zip:
      ({ required: needed }) =>
      (value) => {
        const zip = value.trim()
        if (zip === '') return needed ? required('zip') : true
        return ZIP_PATTERN.test(zip) ? true : t('forms.error.zip')
      },
    consent: (value) => (value ? true : t('forms.error.consent')),
  }
}

/** The lead forms' rules in the page's language. */
export function useLeadValidators(): LeadValidators {
  const { t } = useTranslator()
  return useMemo(() => leadValidators(t), [t])
}
