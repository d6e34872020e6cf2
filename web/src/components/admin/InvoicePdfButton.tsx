import { useState } from 'react'
import { reportAdminError } from '@/lib/admin/admin-errors'
import { downloadPdf } from '@/lib/admin/download'
import type { Invoice } from '@/lib/invoice'

/**
 * Downloads an invoice's PDF with the signed-in session (the API serves it
 * behind the session only, never through a token in a link).
 */
export function InvoicePdfButton({
  invoice,
  className = 'btn btn-sm btn-outline-primary',
  children = 'PDF',
}: {
  invoice: Pick<Invoice, 'number' | 'pdf_url'>
  className?: string
  children?: string
}) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      await downloadPdf(invoice.pdf_url, `invoice-${invoice.number}.pdf`)
    } catch (err) {
      reportAdminError(err)
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className={className}
      onClick={() => void download()}
      disabled={busy}
      aria-label={`${children} of invoice ${invoice.number}`}
    >
      {busy ? 'Downloading…' : children}
    </button>
  )
}
