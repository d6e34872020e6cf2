import type { ReactNode } from 'react'
import { useTranslator } from '@/i18n/I18nProvider'
import { LEADID_FIELD, type LeadVerificationSettings } from '@/lib/lead-verification'
import type { UseFormRegisterReturn } from '@/lib/form'
import { useHydrated } from '@/lib/use-hydrated'

export interface LeadProofFieldsProps {
  id: string
  honeypot: UseFormRegisterReturn
  verification: LeadVerificationSettings
}

/**
 * The hidden part of every lead form: the honeypot that bots fill in and
 * people never see, and the input the LeadiD script writes its token to
 * (the TrustedForm script adds its own). A form of several steps renders
 * it once, for all of them, so the scripts watch the whole form.
 */
export function LeadProofFields({ id, honeypot, verification }: LeadProofFieldsProps) {
  const { t } = useTranslator()
  const withLeadId = verification.mode !== 'off' && verification.leadid_script_url !== ''
  return (
    <>
      <div className="hp-field" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('forms.honeypot.label')}</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...honeypot} />
      </div>
      {withLeadId ? <input type="hidden" id="leadid_token" name={LEADID_FIELD} /> : null}
    </>
  )
}

/** What went wrong with the whole submission (not one field), read out as it appears. */
export function LeadFormError({ message }: { message: string | null }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null
}

export interface LeadSubmitButtonProps {
  submitting: boolean
  children?: ReactNode
  className?: string
}

/** The submit button: disabled while a submission is in flight, and until the app runs the server-rendered form. */
export function LeadSubmitButton({ submitting, children, className = 'btn btn-accent btn-lg w-100 mt-3' }: LeadSubmitButtonProps) {
  const { t } = useTranslator()
  const hydrated = useHydrated()
  return (
    <button type="submit" className={className} disabled={submitting || !hydrated}>
      {submitting ? t('forms.submitting') : (children ?? t('forms.submit'))}
    </button>
  )
}

export interface LeadFormFooterProps extends LeadProofFieldsProps {
  formError: string | null
  submitting: boolean
  /** The button's words (default: Submit in the page's language). */
  submitLabel?: string
}

/** The end of a one-screen lead form: its hidden proof fields, the form-level error and the submit button. */
export function LeadFormFooter({ id, honeypot, verification, formError, submitting, submitLabel }: LeadFormFooterProps) {
  return (
    <>
      <LeadProofFields id={id} honeypot={honeypot} verification={verification} />
      <LeadFormError message={formError} />
      <LeadSubmitButton submitting={submitting}>{submitLabel}</LeadSubmitButton>
    </>
  )
}
