import { Link, useParams } from 'react-router'
import { InvoiceDocument } from '@/components/admin/InvoiceDocument'
import { pathTo } from '@/config/routes'
import { ApiError } from '@/lib/api-client'
import { useHead } from '@/lib/head'
import { useInvoice } from './api/get-invoice'

/** /partner/invoices/:number: one of the firm's invoices as a page, with its PDF. */
export default function PartnerInvoicePage() {
  const { number = '' } = useParams()
  const invoice = useInvoice(number)
  useHead({ title: `Invoice ${number}` })
  const back = (
    <p>
      <Link to={pathTo('partnerInvoices')}>← Your invoices</Link>
    </p>
  )
  if (invoice.isPending) return <p>Loading…</p>
  if (invoice.isError) {
    const notFound = invoice.error instanceof ApiError && invoice.error.status === 404
    return (
      <div className="partner-card" role="alert">
        <p>{notFound ? 'There is no invoice of yours with this number.' : 'The invoice could not be loaded.'}</p>
        <Link to={pathTo('partnerInvoices')}>Back to your invoices</Link>
      </div>
    )
  }
  return (
    <>
      {back}
      <h1 className="visually-hidden">Invoice {invoice.data.number}</h1>
      <InvoiceDocument invoice={invoice.data} />
    </>
  )
}
