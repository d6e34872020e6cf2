import { LEADID_FIELD, type LeadVerificationSettings } from '@/lib/lead-verification'
import type { UseFormRegisterReturn } from '@/lib/form'
import { useHydrated } from '@/lib/use-hydrated'

export interface LeadFormFooterProps {
  id: string
  honeypot: UseFormRegisterReturn
  verification: LeadVerificationSettings
  formError: string | null
  submitting: boolean
  submitLabel?: string
}

/**
 * The end of every lead form: the honeypot that bots fill in and people never
 * see, the hidden input the LeadiD script writes its token to, the form-level
 * error and the submit button (disabled while a submission is in flight, and
 * until the app runs the server-rendered form).
 */
export function LeadFormFooter({ id, honeypot, verification, formError, submitting, submitLabel = 'Submit' }: LeadFormFooterProps) {
  const hydrated = useHydrated()
  const withLeadId = verification.mode !== 'off' && verification.leadid_script_url !== ''
  return (
    <>
      <div className="hp-field" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...honeypot} />
      </div>
      {withLeadId ? <input type="hidden" id="leadid_token" name={LEADID_FIELD} /> : null}
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-accent btn-lg w-100 mt-3" disabled={submitting || !hydrated}>
        {submitting ? 'Submitting…' : submitLabel}
      </button>
    </>
  )
}
