import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import { AdminPageHeader, AdminTable, InvoiceDocument, InvoicePdfButton, ViewModal, type AdminColumn } from '@/components/admin'
import { partnerListOptions } from '@/lib/admin/partners'
import { useHead } from '@/lib/head'
import { invoiceDate, invoicePeriodText, type Invoice } from '@/lib/invoice'
import { formatCents } from '@/lib/money'
import { useInvoice } from './api/get-invoice'
import { useInvoices, type InvoiceFilters } from './api/get-invoices'

function InvoiceView({ number, onClose }: { number: number | null; onClose: () => void }) {
  const invoice = useInvoice(number)
  return (
    <ViewModal open={number !== null} title={number !== null ? `Invoice ${number}` : 'Invoice'} onClose={onClose}>
      {invoice.data ? (
        <InvoiceDocument invoice={invoice.data} />
      ) : (
        <p>{invoice.isError ? 'The invoice could not be loaded.' : 'Loading…'}</p>
      )}
    </ViewModal>
  )
}

/**
 * /admin/invoices: every invoice issued to partner firms, newest first,
 * by firm or month; each opens as the firm sees it, or as its PDF. The
 * month's invoices are issued on the 1st; a firm's ledger can issue one
 * early.
 */
export default function InvoicesAdminPage() {
  useHead({ title: 'Invoices' })
  const id = useId()
  const [params, setParams] = useSearchParams()
  const filters: InvoiceFilters = { partner_id: params.get('partner_id') ?? '', period: params.get('period') ?? '' }
  const page = Math.max(1, Number(params.get('page')) || 1)
  const list = useInvoices(filters, page)
  const partners = useQuery(partnerListOptions())
  const [viewing, setViewing] = useState<number | null>(null)
  const setFilter = (changes: Partial<InvoiceFilters>, nextPage = 1) => {
    const next = { ...filters, ...changes }
    const out = new URLSearchParams()
    if (next.partner_id) out.set('partner_id', next.partner_id)
    if (next.period) out.set('period', next.period)
    if (nextPage > 1) out.set('page', String(nextPage))
    setParams(out)
  }
  const columns: ReadonlyArray<AdminColumn<Invoice>> = [
    {
      header: 'Invoice',
      cell: (inv) => (
        <button type="button" className="btn btn-link p-0 text-nowrap" onClick={() => setViewing(inv.number)}>
          Invoice {inv.number}
        </button>
      ),
    },
    { header: 'Firm', cell: (inv) => inv.partner_name },
    { header: 'Period', cell: (inv) => invoicePeriodText(inv) },
    { header: 'Issued', cell: (inv) => invoiceDate(inv.issued_at, inv.time_zone) },
    { header: 'Leads less credits', cell: (inv) => formatCents(inv.total_cents), className: 'text-end' },
    { header: 'Closing balance', cell: (inv) => formatCents(inv.closing_balance_cents), className: 'text-end' },
    { header: 'Due', cell: (inv) => formatCents(inv.amount_due_cents), className: 'text-end' },
  ]
  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Invoices"
        intro="Every invoice issued to partner firms. On the 1st of each month (your time zone) each firm with ledger entries gets an invoice of the month before, by e-mail with its PDF. An issued invoice never changes: correct it with an adjustment, which the next invoice carries."
      />
      <div className="row g-2 mb-3 align-items-end">
        <div className="col-sm-5 col-md-4">
          <label className="form-label" htmlFor={`${id}-partner`}>
            Firm
          </label>
          <select
            id={`${id}-partner`}
            className="form-select"
            value={filters.partner_id}
            onChange={(e) => setFilter({ partner_id: e.target.value })}
          >
            <option value="">Every firm</option>
            {partners.data?.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-4 col-md-3">
          <label className="form-label" htmlFor={`${id}-period`}>
            Month
          </label>
          <input
            id={`${id}-period`}
            type="month"
            className="form-control"
            value={filters.period}
            onChange={(e) => setFilter({ period: e.target.value })}
          />
        </div>
      </div>
      <p aria-live="polite" className="text-body-secondary">
        {list.data ? `${list.data.total} ${list.data.total === 1 ? 'invoice' : 'invoices'}` : '\u00a0'}
      </p>
      <section aria-label="Invoices" aria-busy={list.isFetching || undefined}>
        <AdminTable
          caption="Invoices, newest first"
          columns={columns}
          page={list.data}
          rowKey={(inv) => inv.number}
          isPending={list.isPending}
          isError={list.isError}
          emptyText="No invoices issued yet."
          onPageChange={(p) => setFilter({}, p)}
          actions={(inv) => <InvoicePdfButton invoice={inv} />}
        />
      </section>
      <InvoiceView number={viewing} onClose={() => setViewing(null)} />
    </div>
  )
}
