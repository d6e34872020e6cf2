import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { ApiError } from '@/lib/api-client'
import { GENERIC_ERROR, notifyError, notifySuccess } from '@/lib/notify'
import { usePartnerOptions, type PartnerOption } from '../api/get-partner-options'
import { useSendLead } from '../api/send-lead'
import type { Delivery, LeadDetail } from '../types'

export const CHOOSE_PARTNER_ERROR = 'Choose a partner.'
export const SUPPRESSED_SEND_TEXT = 'This person is on the do-not-contact list, so the lead cannot be sent to anyone.'

const MAX_STATES_SHOWN = 6

/** "Acme Law (TX, OK)"; a long state list is counted rather than spelled out. */
export function partnerOptionLabel(partner: PartnerOption, alreadySent: boolean): string {
  const states = partner.states ?? []
  const where = states.length === 0 ? 'no states' : states.length > MAX_STATES_SHOWN ? `${states.length} states` : states.join(', ')
  return `${partner.name} (${where})${alreadySent ? ': already sent this lead' : ''}`
}

export interface SendToPartnerProps {
  lead: LeadDetail
  /** Called with the new deliveries once the lead is queued for the partner. */
  onSent: (deliveries: Delivery[]) => void
}

/**
 * Sends the lead to an active partner the operator picks, whatever its
 * states, caps and hours (the operator's call). Partners that take leads from
 * the lead's state are listed first. A 422 shows under the select.
 */
export function SendToPartner({ lead, onSent }: SendToPartnerProps) {
  const id = useId()
  const suppressed = lead.routing === 'suppressed'
  const partners = usePartnerOptions(!suppressed)
  const send = useSendLead(lead.id)
  const [partnerId, setPartnerId] = useState('')
  const [error, setError] = useState('')
  const selectRef = useRef<HTMLSelectElement>(null)

  const selectId = `${id}-partner`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (send.isPending || suppressed) return
    if (!partnerId) {
      setError(CHOOSE_PARTNER_ERROR)
      selectRef.current?.focus()
      return
    }
    setError('')
    send.mutate(Number(partnerId), {
      onSuccess: (response) => {
        setPartnerId('')
        notifySuccess(response?.message || 'The lead is on its way to the partner.')
        onSent(response?.data ?? [])
      },
      onError: (cause) => {
        if (cause instanceof ApiError && cause.status === 422) {
          setError(cause.fieldErrors.partner_id || cause.message || GENERIC_ERROR)
          selectRef.current?.focus()
          return
        }
        notifyError(cause instanceof ApiError && cause.status !== 0 ? cause.message : GENERIC_ERROR)
      },
    })
  }

  const active = (Array.isArray(partners.data) ? partners.data : []).filter((partner) => partner.active)
  const sentTo = new Set(lead.deliveries.map((delivery) => delivery.partner_id).filter((pid) => pid !== null))
  const covers = (partner: PartnerOption) => lead.state !== '' && (partner.states ?? []).includes(lead.state)
  const byName = (a: PartnerOption, b: PartnerOption) => a.name.localeCompare(b.name)
  const inState = active.filter(covers).sort(byName)
  const elsewhere = active.filter((partner) => !covers(partner)).sort(byName)
  const option = (partner: PartnerOption) => (
    <option key={partner.id} value={partner.id}>
      {partnerOptionLabel(partner, sentTo.has(partner.id))}
    </option>
  )

  // Instead of the form while there is nothing to pick from. A suppressed
  // lead keeps the form, disabled, with the reason under it.
  let notice: ReactNode = null
  if (!suppressed && partners.isPending) {
    notice = (
      <p className="delivery-send__note" role="status">
        Loading partners…
      </p>
    )
  } else if (!suppressed && partners.isError) {
    notice = (
      <div className="alert alert-danger mb-0" role="alert">
        <p className="mb-2">Could not load the partners: {partners.error.message}</p>
        <button type="button" className="btn btn-outline-erase btn-sm" onClick={() => void partners.refetch()}>
          Try again
        </button>
      </div>
    )
  } else if (!suppressed && active.length === 0) {
    notice = <p className="delivery-send__note">There are no active partners to send this lead to.</p>
  }

  return (
    <div className="delivery-send">
      <h3 className="delivery-send__title">Send to a partner</h3>
      {notice ?? (
        <form className="delivery-send__form" onSubmit={onSubmit} noValidate aria-label="Send to a partner">
          <label htmlFor={selectId} className="form-label">
            Partner
          </label>
          <div className="delivery-send__row">
            <select
              id={selectId}
              ref={selectRef}
              className={`form-select${error ? ' is-invalid' : ''}`}
              value={partnerId}
              disabled={suppressed}
              aria-invalid={error ? true : undefined}
              aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
              onChange={(event) => {
                setPartnerId(event.target.value)
                setError('')
              }}
            >
              <option value="">Choose a partner…</option>
              {lead.state && inState.length > 0 ? (
                <>
                  <optgroup label={`Takes leads from ${lead.state}`}>{inState.map(option)}</optgroup>
                  {elsewhere.length > 0 ? <optgroup label="Other states">{elsewhere.map(option)}</optgroup> : null}
                </>
              ) : (
                [...inState, ...elsewhere].map(option)
              )}
            </select>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={suppressed || send.isPending}
              aria-describedby={suppressed ? hintId : undefined}
            >
              {send.isPending ? 'Sending…' : 'Send'}
            </button>
          </div>
          {error ? (
            <div id={errorId} className="invalid-feedback d-block">
              {error}
            </div>
          ) : null}
          <div id={hintId} className={suppressed ? 'delivery-send__note' : 'form-text'}>
            {suppressed ? SUPPRESSED_SEND_TEXT : "Sent over each of the partner's channels, whatever its states, caps and hours."}
          </div>
        </form>
      )}
    </div>
  )
}
