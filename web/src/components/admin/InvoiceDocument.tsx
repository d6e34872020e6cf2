import { formatCents } from '@/lib/money'
import { InvoicePdfButton } from './InvoicePdfButton'
import { INVOICE_LINE_LABELS, invoiceDate, invoicePeriodText, type Invoice } from '@/lib/invoice'
import './invoice-document.scss'

/**
 * An issued invoice as a page: who issued it to whom, its totals, one
 * line per ledger entry, how to pay, and its PDF (the same document the
 * firm was mailed). The portal and the admin area both show it.
 */
export function InvoiceDocument({ invoice: inv }: { invoice: Invoice }) {
  const charged = inv.lines?.filter((l) => l.kind === 'charge').length ?? 0
  const summary: Array<[string, number]> = [
    ['Opening balance', inv.opening_balance_cents],
    [`Leads charged (${charged})`, inv.charges_cents],
    ['Return credits', inv.credits_cents],
    ['Payments received', inv.payments_cents],
    ['Adjustments', inv.adjustments_cents],
    ['Closing balance', inv.closing_balance_cents],
  ]
  return (
    <article className="invoice-document" aria-labelledby={`invoice-${inv.number}-title`}>
      <header className="invoice-document__head">
        <div>
          <p className="invoice-document__issuer">{inv.issuer.name}</p>
          {[inv.issuer.address, inv.issuer.email, inv.issuer.phone].filter(Boolean).map((l) => (
            <p key={l} className="invoice-document__small">
              {l}
            </p>
          ))}
        </div>
        <div className="invoice-document__id">
          <h2 id={`invoice-${inv.number}-title`} className="h4 mb-1">
            Invoice {inv.number}
          </h2>
          <p className="invoice-document__small">Issued {invoiceDate(inv.issued_at, inv.time_zone)}</p>
          <p className="invoice-document__small">Period {invoicePeriodText(inv)}</p>
        </div>
      </header>
      <p className="mb-3">
        <span className="invoice-document__small d-block">Bill to</span>
        {inv.partner_name}
        {inv.billing_email ? <span className="d-block invoice-document__small">{inv.billing_email}</span> : null}
      </p>
      <dl className="invoice-document__summary">
        {summary.map(([label, cents]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatCents(cents)}</dd>
          </div>
        ))}
        <div className="invoice-document__total">
          <dt>Leads this period, less credits</dt>
          <dd>{formatCents(inv.total_cents)}</dd>
        </div>
        <div className="invoice-document__total">
          <dt>Amount due</dt>
          <dd>{formatCents(inv.amount_due_cents)}</dd>
        </div>
      </dl>
      <div className="table-responsive" tabIndex={0} role="region" aria-label={`Lines of invoice ${inv.number}`}>
        <table className="table table-sm">
          <caption className="visually-hidden">Lines of invoice {inv.number}, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Item</th>
              <th scope="col">Reference</th>
              <th scope="col">State</th>
              <th scope="col">Practice area or note</th>
              <th scope="col" className="text-end">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {inv.lines?.length ? (
              inv.lines.map((l) => (
                <tr key={l.ledger_entry_id}>
                  <td>{invoiceDate(l.date, inv.time_zone)}</td>
                  <td>{INVOICE_LINE_LABELS[l.kind]}</td>
                  <td>{l.lead_reference}</td>
                  <td>{l.state}</td>
                  <td>{l.description || l.practice_area}</td>
                  <td className="text-end">{formatCents(l.amount_cents)}</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={6} className="text-body-secondary">
                  No entries.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {inv.payment_instructions ? (
        <section aria-label="How to pay" className="mb-3">
          <h3 className="h6">How to pay</h3>
          <p className="invoice-document__instructions">{inv.payment_instructions}</p>
        </section>
      ) : null}
      <p className="mb-0">
        <InvoicePdfButton invoice={inv}>Download the PDF</InvoicePdfButton>
      </p>
    </article>
  )
}
