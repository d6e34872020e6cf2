import { useState } from 'react'
import { Pagination } from '@/components/Pagination'
import { useHead } from '@/lib/head'
import { formatCents } from '@/lib/money'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useAccount } from './api/get-account'
import { useLedger, type PortalLedgerEntry } from './api/get-ledger'
import { useSetPaused } from './api/set-paused'
import { ChangeRequestSection } from './components/ChangeRequestSection'
import { WebhookSection } from './components/WebhookSection'

const KIND_LABELS: Record<PortalLedgerEntry['kind'], string> = {
  charge: 'Lead',
  credit: 'Return credited',
  payment: 'Payment received',
  adjustment: 'Adjustment',
}

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** /partner/account: the firm's balance and statement, its deliveries switch, and how leads are routed to it. */
export default function PartnerAccountPage() {
  useHead({ title: 'Your account' })
  const account = useAccount()
  const [page, setPage] = useState(1)
  const ledger = useLedger(page)
  const pause = useSetPaused()

  if (account.isPending) return <p>Loading…</p>
  if (account.isError) return <p role="alert">Your account could not be loaded.</p>
  const a = account.data
  const toggle = async () => {
    try {
      notifySuccess((await pause.mutateAsync(!a.paused)).message)
    } catch (error) {
      notifyError(error instanceof Error ? error.message : 'The change could not be saved.')
    }
  }
  return (
    <>
      <h1 className="h3 mb-3">{a.name}</h1>
      <section className="partner-card" aria-labelledby="account-balance">
        <h2 id="account-balance" className="h5">
          Balance
        </h2>
        <p className="fs-4 mb-1">{formatCents(a.balance_cents)}</p>
        <p className="text-body-secondary">
          {a.billing_mode === 'prepaid'
            ? `Prepaid. Leads reach you while your balance, less ${formatCents(a.held_cents)} held for leads on their way, covers their price.`
            : `Invoiced monthly${a.credit_limit_cents > 0 ? `, within a credit limit of ${formatCents(a.credit_limit_cents)}` : ''}.`}{' '}
          You may return a lead within {a.return_window_days} days of receiving it.
        </p>
      </section>
      <section className="partner-card" aria-labelledby="account-deliveries">
        <h2 id="account-deliveries" className="h5">
          Deliveries
        </h2>
        <p aria-live="polite">
          {a.paused
            ? 'Paused: no new leads are sent to you. Leads already on their way still arrive.'
            : 'On: new leads in your states and practice areas reach you.'}
        </p>
        <button
          type="button"
          className={`btn ${a.paused ? 'btn-primary' : 'btn-outline-danger'}`}
          onClick={() => void toggle()}
          disabled={pause.isPending}
        >
          {a.paused ? 'Resume deliveries' : 'Pause deliveries'}
        </button>
      </section>
      <section className="partner-card" aria-labelledby="account-routing">
        <h2 id="account-routing" className="h5">
          How leads reach you
        </h2>
        <dl className="partner-facts">
          <dt>States</dt>
          <dd>{a.states.join(', ') || 'None'}</dd>
          <dt>Caps</dt>
          <dd>
            {a.daily_cap > 0 ? `${a.daily_cap} a day` : 'No daily cap'}, {a.monthly_cap > 0 ? `${a.monthly_cap} a month` : 'no monthly cap'}
          </dd>
          <dt>Hours ({a.timezone})</dt>
          <dd>{a.schedule.length ? a.schedule.map((h) => `${WEEKDAYS[h.day]} ${h.open}–${h.close}`).join('; ') : 'Any time'}</dd>
          <dt>Delivered to</dt>
          <dd>{[a.email, a.webhook_url].filter(Boolean).join(' and ') || 'No channel'}</dd>
        </dl>
      </section>
      <ChangeRequestSection account={a} />
      <WebhookSection account={a} />
      <section className="partner-card" aria-labelledby="account-statement">
        <h2 id="account-statement" className="h5">
          Statement
        </h2>
        <div className="table-responsive" tabIndex={0} role="region" aria-label="Statement, newest first">
          <table className="table table-sm mb-0">
            <caption className="visually-hidden">Statement, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Entry</th>
                <th scope="col">Lead or reference</th>
                <th scope="col" className="text-end">
                  Amount
                </th>
                <th scope="col" className="text-end">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.data?.data.length ? (
                ledger.data.data.map((e) => (
                  <tr key={e.id}>
                    <td>{day.format(new Date(e.created_at))}</td>
                    <td>{KIND_LABELS[e.kind]}</td>
                    <td>{e.lead_reference || [e.method, e.reference].filter(Boolean).join(' ')}</td>
                    <td className="text-end">{formatCents(e.amount_cents)}</td>
                    <td className="text-end">{formatCents(e.balance_after_cents)}</td>
                  </tr>
                ))
              ) : (
                <tr>
                  <td colSpan={5} className="text-body-secondary">
                    {ledger.isPending ? 'Loading…' : 'No entries yet.'}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        {ledger.data && ledger.data.last_page > 1 ? <Pagination meta={ledger.data} onPageChange={setPage} /> : null}
      </section>
    </>
  )
}
