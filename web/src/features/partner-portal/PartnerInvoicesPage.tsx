import { useState } from 'react'
import { Link } from 'react-router'
import { InvoicePdfButton } from '@/components/admin/InvoicePdfButton'
import { Pagination } from '@/components/Pagination'
import { pathTo } from '@/config/routes'
import { useHead } from '@/lib/head'
import { invoiceDate, invoicePeriodText } from '@/lib/invoice'
import { formatCents } from '@/lib/money'
import { useInvoices } from './api/get-invoices'

/** /partner/invoices: the firm's invoices, newest first, each opening as a page or as its PDF. */
export default function PartnerInvoicesPage() {
  useHead({ title: 'Invoices' })
  const [page, setPage] = useState(1)
  const invoices = useInvoices(page)
  return (
    <>
      <h1 className="h3 mb-3">Invoices</h1>
      <p className="text-body-secondary">
        On the first of each month you are sent an invoice of the month before: every lead charged, every return credited, your payments and
        the balance carried. An issued invoice never changes; a correction appears on the next one.
      </p>
      <section className="partner-card" aria-label="Your invoices" aria-busy={invoices.isFetching || undefined}>
        <div className="table-responsive" tabIndex={0} role="region" aria-label="Invoices, newest first">
          <table className="table table-sm mb-0">
            <caption className="visually-hidden">Invoices, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Invoice</th>
                <th scope="col">Period</th>
                <th scope="col">Issued</th>
                <th scope="col" className="text-end">
                  Leads less credits
                </th>
                <th scope="col" className="text-end">
                  Closing balance
                </th>
                <th scope="col">
                  <span className="visually-hidden">PDF</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.data?.data.length ? (
                invoices.data.data.map((inv) => (
                  <tr key={inv.number}>
                    <td>
                      <Link to={pathTo('partnerInvoice', { number: inv.number })}>Invoice {inv.number}</Link>
                    </td>
                    <td>{invoicePeriodText(inv)}</td>
                    <td>{invoiceDate(inv.issued_at, inv.time_zone)}</td>
                    <td className="text-end">{formatCents(inv.total_cents)}</td>
                    <td className="text-end">{formatCents(inv.closing_balance_cents)}</td>
                    <td>
                      <InvoicePdfButton invoice={inv} className="btn btn-link p-0 align-baseline" />
                    </td>
                  </tr>
                ))
              ) : (
                <tr>
                  <td colSpan={6} className="text-body-secondary">
                    {invoices.isPending ? 'Loading…' : invoices.isError ? 'Your invoices could not be loaded.' : 'No invoices yet.'}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        {invoices.data && invoices.data.last_page > 1 ? <Pagination meta={invoices.data} onPageChange={setPage} /> : null}
      </section>
    </>
  )
}
