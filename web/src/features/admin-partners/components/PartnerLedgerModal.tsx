import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { FieldError, applyServerErrors, reportAdminError } from '@/components/admin'
import { OperatorTime } from '@/components/admin/OperatorTime'
import { Modal } from '@/components/Modal'
import { Pagination } from '@/components/Pagination'
import { ApiError } from '@/lib/api-client'
import { newIdempotencyKey } from '@/lib/idempotency'
import { formatCents, parseDollars } from '@/lib/money'
import { adminPaths } from '@/lib/admin/paths'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useIssueInvoice } from '../api/issue-invoice'
import { useLedger, useRecordLedgerEntry, type LedgerEntry } from '../api/ledger'
import type { Partner } from '../types'

const KIND_LABELS: Record<LedgerEntry['kind'], string> = {
  charge: 'Charge',
  credit: 'Credit (return)',
  payment: 'Payment',
  adjustment: 'Adjustment',
}

interface EntryForm {
  kind: 'payment' | 'adjustment'
  amount: string
  method: string
  reference: string
  note: string
}

/** Records a payment received or an adjustment; one Idempotency-Key per form, so a double click records once. */
function RecordEntry({ partner }: { partner: Partner }) {
  const id = useId()
  const record = useRecordLedgerEntry()
  const [key, setKey] = useState(newIdempotencyKey)
  const form = useForm<EntryForm>({ defaultValues: { kind: 'payment', amount: '', method: 'ACH', reference: '', note: '' } })
  const kind = useWatch({ control: form.control, name: 'kind' })
  const error = (name: keyof EntryForm) => form.getFieldState(name, form.formState).error?.message
  const submit = async (v: EntryForm) => {
    try {
      const answer = await record.mutateAsync({
        partnerId: partner.id,
        key,
        input: {
          kind: v.kind,
          amount_cents: parseDollars(v.amount) ?? 0,
          method: v.method.trim(),
          reference: v.reference.trim(),
          note: v.note.trim(),
        },
      })
      notifySuccess(answer.message)
      form.reset({ ...v, amount: '', reference: '', note: '' })
      setKey(newIdempotencyKey())
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        const { amount_cents: amount, ...rest } = err.fieldErrors
        applyServerErrors(form, amount ? { ...rest, amount } : rest)
      } else {
        reportAdminError(err)
      }
    }
  }
  return (
    <form className="admin-form partner-ledger__form" noValidate onSubmit={form.handleSubmit(submit)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h6">
        Record a payment or an adjustment
      </h3>
      <div className="partner-form__trio">
        <div className="admin-form__field">
          <label className="form-label" htmlFor={`${id}-kind`}>
            Kind
          </label>
          <select id={`${id}-kind`} className="form-select" {...form.register('kind')}>
            <option value="payment">Payment received</option>
            <option value="adjustment">Adjustment</option>
          </select>
        </div>
        <div className="admin-form__field">
          <label className="form-label" htmlFor={`${id}-amount`}>
            Amount ($)
          </label>
          <input
            id={`${id}-amount`}
            className={`form-control${error('amount') ? ' is-invalid' : ''}`}
            inputMode="decimal"
            aria-invalid={error('amount') ? true : undefined}
            aria-describedby={`${id}-amount-hint${error('amount') ? ` ${id}-amount-error` : ''}`}
            {...form.register('amount', {
              validate: (v) => parseDollars(v) !== null || 'Enter an amount in dollars, such as 500.00.',
            })}
          />
          <div id={`${id}-amount-hint`} className="form-text">
            {kind === 'payment' ? 'What the firm paid.' : 'Negative takes from the balance.'}
          </div>
          <FieldError id={`${id}-amount-error`} message={error('amount')} />
        </div>
        {kind === 'payment' ? (
          <div className="admin-form__field">
            <label className="form-label" htmlFor={`${id}-method`}>
              Method
            </label>
            <input
              id={`${id}-method`}
              className={`form-control${error('method') ? ' is-invalid' : ''}`}
              maxLength={50}
              {...form.register('method')}
            />
            <FieldError id={`${id}-method-error`} message={error('method')} />
          </div>
        ) : null}
      </div>
      {kind === 'payment' ? (
        <div className="admin-form__field">
          <label className="form-label" htmlFor={`${id}-reference`}>
            Reference (check number, transfer id)
          </label>
          <input id={`${id}-reference`} className="form-control" maxLength={100} {...form.register('reference')} />
        </div>
      ) : null}
      <div className="admin-form__field">
        <label className="form-label" htmlFor={`${id}-note`}>
          Note{kind === 'adjustment' ? ' (why)' : ''}
        </label>
        <input
          id={`${id}-note`}
          className={`form-control${error('note') ? ' is-invalid' : ''}`}
          maxLength={1000}
          {...form.register('note')}
        />
        <FieldError id={`${id}-note-error`} message={error('note')} />
      </div>
      <button type="submit" className="btn btn-primary" disabled={record.isPending}>
        {record.isPending ? 'Recording…' : 'Record'}
      </button>
    </form>
  )
}

/**
 * Issues the firm's invoice now (a firm that leaves mid-month, or asks
 * for its statement): asked twice, as it is mailed to the firm at once.
 */
function IssueInvoice({ partner }: { partner: Partner }) {
  const issue = useIssueInvoice()
  const [asking, setAsking] = useState(false)
  const [issued, setIssued] = useState<number | null>(null)
  const confirm = async () => {
    try {
      const invoice = await issue.mutateAsync(partner.id)
      setIssued(invoice.number)
      notifySuccess(`Invoice ${invoice.number} issued.`)
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) notifyError(err.message)
      else reportAdminError(err)
    } finally {
      setAsking(false)
    }
  }
  return (
    <div className="partner-ledger__invoice" aria-live="polite">
      {asking ? (
        <>
          <span>
            Issue an invoice of every entry not on an invoice yet, and e-mail it to {partner.billing_email || partner.email || 'the firm'}?
          </span>
          <button type="button" className="btn btn-sm btn-primary" onClick={() => void confirm()} disabled={issue.isPending}>
            Issue and send
          </button>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setAsking(false)}>
            Cancel
          </button>
        </>
      ) : (
        <>
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setAsking(true)}>
            Issue invoice now
          </button>
          {issued !== null ? (
            <Link to={`${adminPaths.invoices}?partner_id=${partner.id}`}>Invoice {issued} in Invoices</Link>
          ) : (
            <span className="text-body-secondary small">The month's invoice is issued on the 1st.</span>
          )}
        </>
      )}
    </div>
  )
}

/**
 * A firm's ledger: its balance and holds, every entry newest first with
 * the balance after it, and the operator's payments and adjustments.
 * Entries are never changed: a correction is an adjustment.
 */
export function PartnerLedgerModal({ partner, onClose }: { partner: Partner | null; onClose: () => void }) {
  const [page, setPage] = useState(1)
  const ledger = useLedger(partner?.id ?? null, page)
  return (
    <Modal open={partner !== null} onClose={onClose} title={partner ? `Ledger: ${partner.name}` : 'Ledger'} size="lg">
      {partner ? (
        <div className="partner-ledger">
          <p className="partner-ledger__balance" aria-live="polite">
            {ledger.data ? (
              <>
                Balance <strong>{formatCents(ledger.data.balance_cents)}</strong>
                {ledger.data.held_cents > 0 ? `, of which ${formatCents(ledger.data.held_cents)} held for leads on their way` : ''}
              </>
            ) : (
              '\u00a0'
            )}
          </p>
          <IssueInvoice partner={partner} />
          <RecordEntry partner={partner} />
          <div className="table-responsive" tabIndex={0} role="region" aria-label="Ledger entries">
            <table className="table table-sm">
              <caption className="visually-hidden">Ledger entries, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Entry</th>
                  <th scope="col">Lead</th>
                  <th scope="col">Details</th>
                  <th scope="col" className="text-end">
                    Amount
                  </th>
                  <th scope="col" className="text-end">
                    Balance after
                  </th>
                </tr>
              </thead>
              <tbody>
                {ledger.data?.data.length ? (
                  ledger.data.data.map((e) => (
                    <tr key={e.id}>
                      <td>
                        <OperatorTime iso={e.created_at} />
                      </td>
                      <td>{KIND_LABELS[e.kind]}</td>
                      <td>{e.lead_reference}</td>
                      <td>{[e.method, e.reference, e.note].filter(Boolean).join(' · ')}</td>
                      <td className="text-end">{formatCents(e.amount_cents)}</td>
                      <td className="text-end">{formatCents(e.balance_after_cents)}</td>
                    </tr>
                  ))
                ) : (
                  <tr>
                    <td colSpan={6} className="text-body-secondary">
                      {ledger.isPending ? 'Loading…' : ledger.isError ? 'The ledger could not be loaded.' : 'No entries yet.'}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          {ledger.data && ledger.data.last_page > 1 ? <Pagination meta={ledger.data} onPageChange={setPage} /> : null}
        </div>
      ) : null}
    </Modal>
  )
}
