import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useParams } from 'react-router'
import { FieldError } from '@/components/admin/FieldError'
import { pathTo } from '@/config/routes'
import { ApiError } from '@/lib/api-client'
import { formatPhone } from '@/lib/admin/format'
import { useHead } from '@/lib/head'
import { formatCents } from '@/lib/money'
import { notifyError, notifySuccess } from '@/lib/notify'
import { RETURN_REASONS } from '@/lib/return-reasons'
import { useLead } from './api/get-lead'
import { useReportOutcome } from './api/report-outcome'
import { useReturnLead } from './api/return-lead'
import { LeadFlags } from './PartnerLeadsPage'
import { OUTCOME_LABELS, type PortalLeadDetail } from './types'

const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
const when = (iso: string) => <time dateTime={iso}>{moment.format(new Date(iso))}</time>

/** Returns the lead with a reason from the field's list; a note is required for "other". */
function ReturnForm({ lead }: { lead: PortalLeadDetail }) {
  const id = useId()
  const send = useReturnLead()
  const form = useForm<{ reason: string; note: string }>({ defaultValues: { reason: '', note: '' } })
  const reason = useWatch({ control: form.control, name: 'reason' })
  const error = (name: 'reason' | 'note') => form.getFieldState(name, form.formState).error?.message
  const submit = async (values: { reason: string; note: string }) => {
    try {
      const answer = await send.mutateAsync({ reference: lead.reference, input: { reason: values.reason, note: values.note.trim() } })
      notifySuccess(answer.message)
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        for (const [field, message] of Object.entries(err.fieldErrors)) form.setError(field as 'reason' | 'note', { message })
      } else {
        notifyError(err instanceof Error ? err.message : 'The return could not be sent.')
      }
    }
  }
  return (
    <form className="partner-card" noValidate onSubmit={form.handleSubmit(submit)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        Return this lead
      </h2>
      <p className="text-body-secondary">
        Until {when(lead.return_open_until!)}. A return is reviewed by the operator; once approved, the lead&apos;s price is credited to
        your balance. A lead you could not reach is not a return.
      </p>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-reason`}>
          Reason
        </label>
        <select
          id={`${id}-reason`}
          className={`form-select${error('reason') ? ' is-invalid' : ''}`}
          aria-invalid={error('reason') ? true : undefined}
          aria-describedby={error('reason') ? `${id}-reason-error` : undefined}
          {...form.register('reason', { required: 'Choose the reason.' })}
        >
          <option value="">Choose…</option>
          {RETURN_REASONS.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-reason-error`} message={error('reason')} />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-note`}>
          Note{reason === 'other' ? '' : ' (optional)'}
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={1000}
          className={`form-control${error('note') ? ' is-invalid' : ''}`}
          aria-invalid={error('note') ? true : undefined}
          aria-describedby={error('note') ? `${id}-note-error` : undefined}
          {...form.register('note', {
            validate: (v, all) => all.reason !== 'other' || v.trim() !== '' || 'Say what is wrong with the lead.',
          })}
        />
        <FieldError id={`${id}-note-error`} message={error('note')} />
      </div>
      <button type="submit" className="btn btn-danger" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Return lead'}
      </button>
    </form>
  )
}

/** Reports what became of the lead: the same outcome a signed request records. */
function OutcomeForm({ lead }: { lead: PortalLeadDetail }) {
  const id = useId()
  const report = useReportOutcome()
  const form = useForm<{ status: string; reason: string }>({ defaultValues: { status: lead.outcome || 'contacted', reason: '' } })
  const status = useWatch({ control: form.control, name: 'status' })
  const submit = async (values: { status: string; reason: string }) => {
    try {
      const answer = await report.mutateAsync({ reference: lead.reference, input: { status: values.status, reason: values.reason.trim() } })
      notifySuccess(answer.message)
    } catch (err) {
      notifyError(err instanceof Error ? err.message : 'The report could not be sent.')
    }
  }
  return (
    <form className="partner-card" noValidate onSubmit={form.handleSubmit(submit)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        Report what became of it
      </h2>
      <p className="text-body-secondary">For your statistics with us; a report never changes what a lead costs.</p>
      <div className="row g-2 align-items-end">
        <div className="col-sm-4">
          <label className="form-label" htmlFor={`${id}-status`}>
            Status
          </label>
          <select id={`${id}-status`} className="form-select" {...form.register('status')}>
            {Object.entries(OUTCOME_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {status === 'rejected' ? (
          <div className="col-sm-5">
            <label className="form-label" htmlFor={`${id}-reason`}>
              Why
            </label>
            <input id={`${id}-reason`} className="form-control" maxLength={500} {...form.register('reason')} />
          </div>
        ) : null}
        <div className="col-sm-3">
          <button type="submit" className="btn btn-outline-primary" disabled={report.isPending}>
            Save report
          </button>
        </div>
      </div>
    </form>
  )
}

/** /partner/leads/:reference: one lead as the firm received it, with its consent proof, price, trail, reports and return. */
export default function PartnerLeadPage() {
  const { reference = '' } = useParams()
  const lead = useLead(reference)
  useHead({ title: `Lead ${reference}` })
  if (lead.isPending) return <p>Loading…</p>
  if (lead.isError) {
    const notFound = lead.error instanceof ApiError && lead.error.status === 404
    return (
      <div className="partner-card" role="alert">
        <p>{notFound ? 'You were never sent a lead with this reference.' : 'The lead could not be loaded.'}</p>
        <Link to={pathTo('partnerLeads')}>Back to your leads</Link>
      </div>
    )
  }
  const l = lead.data
  const sent = l.lead
  const price = l.price_cents
  return (
    <>
      <p>
        <Link to={pathTo('partnerLeads')}>← Your leads</Link>
      </p>
      <h1 className="h3">
        {l.erased ? 'Erased lead' : sent?.name || `${sent?.first_name ?? ''} ${sent?.last_name ?? ''}`.trim()}{' '}
        <span className="text-body-secondary fs-5">{l.reference}</span>
      </h1>
      <p>
        <LeadFlags lead={l} />
      </p>
      <section className="partner-card" aria-labelledby="lead-sent">
        <h2 id="lead-sent" className="h5">
          What you were sent
        </h2>
        {sent ? (
          <dl className="partner-facts">
            <dt>Phone</dt>
            <dd>{formatPhone(sent.phone)}</dd>
            <dt>E-mail</dt>
            <dd>{sent.email}</dd>
            <dt>ZIP code, state</dt>
            <dd>
              {sent.zip_code} {sent.state_name}
            </dd>
            {l.service ? (
              <>
                <dt>Practice area</dt>
                <dd>{l.service}</dd>
              </>
            ) : null}
            {sent.description ? (
              <>
                <dt>What happened</dt>
                <dd>{sent.description}</dd>
              </>
            ) : null}
            <dt>Received</dt>
            <dd>{when(l.received_at)}</dd>
            <dt>Price</dt>
            <dd>{price === null ? '—' : `${formatCents(price)}${l.charged ? ' (charged)' : ''}`}</dd>
          </dl>
        ) : (
          <p>This lead was erased at the person&apos;s request: nothing personal is left. Its price and history stay.</p>
        )}
      </section>
      {sent ? (
        <section className="partner-card" aria-labelledby="lead-consent">
          <h2 id="lead-consent" className="h5">
            Consent proof
          </h2>
          <dl className="partner-facts">
            <dt>Agreed</dt>
            <dd>
              {when(sent.consent.at)} from {sent.consent.ip}
            </dd>
            <dt>On the page</dt>
            <dd>{sent.consent.page_url}</dd>
            {sent.consent.trustedform_cert_url ? (
              <>
                <dt>TrustedForm</dt>
                <dd>
                  <a href={sent.consent.trustedform_cert_url} rel="noreferrer noopener" target="_blank">
                    Certificate
                  </a>
                </dd>
              </>
            ) : null}
            <dt>Words agreed to</dt>
            <dd className="partner-consent">{sent.consent.text}</dd>
          </dl>
        </section>
      ) : null}
      {l.return ? (
        <section className="partner-card" aria-labelledby="lead-return">
          <h2 id="lead-return" className="h5">
            Your return
          </h2>
          <p>
            {l.return.reason_label}
            {l.return.note ? `: “${l.return.note}”` : ''} — asked {when(l.return.created_at)}.
          </p>
          <p>
            <strong>
              {l.return.status === 'pending'
                ? 'Waiting for review.'
                : l.return.status === 'approved'
                  ? `Approved: ${formatCents(l.return.amount_cents)} credited to your balance.`
                  : 'Denied.'}
            </strong>
            {l.return.decision_note ? ` ${l.return.decision_note}` : ''}
          </p>
        </section>
      ) : l.return_open_until ? (
        <ReturnForm lead={l} />
      ) : null}
      {!l.erased ? <OutcomeForm key={l.outcome} lead={l} /> : null}
      <section className="partner-card" aria-labelledby="lead-trail">
        <h2 id="lead-trail" className="h5">
          Deliveries to you
        </h2>
        <ul className="list-unstyled mb-0">
          {l.deliveries.map((d, i) => (
            <li key={i}>
              {d.channel === 'email' ? 'E-mail' : 'Webhook'}: {d.status}
              {d.delivered_at ? <> {when(d.delivered_at)}</> : null}
              {d.attempts > 1 ? ` after ${d.attempts} attempts` : ''}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
