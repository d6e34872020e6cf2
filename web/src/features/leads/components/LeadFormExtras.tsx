import { LEADID_FIELD } from '@/lib/lead-verification'
import type { UseFormRegisterReturn } from '@/lib/form'

/**
 * The invisible parts of every lead form: the honeypot that bots fill in and
 * people never see, and the hidden input the LeadiD script writes its token to.
 */
export function LeadFormExtras({ id, honeypot, withLeadId }: { id: string; honeypot: UseFormRegisterReturn; withLeadId: boolean }) {
  return (
    <>
      <div className="hp-field" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...honeypot} />
      </div>
      {withLeadId ? <input type="hidden" id="leadid_token" name={LEADID_FIELD} /> : null}
    </>
  )
}
