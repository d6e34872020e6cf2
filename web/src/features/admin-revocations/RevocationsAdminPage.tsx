import { useId } from 'react'
import { Link, useNavigate } from 'react-router'
import { AdminPageHeader, AdminTable, type AdminColumn } from '@/components/admin'
import { formatPhone } from '@/lib/admin/format'
import { adminPaths } from '@/lib/admin/paths'
import { usePageParam } from '@/lib/use-page-param'
import { useHead } from '@/lib/head'
import { useRevocations } from './api/get-revocations'
import { RecordRevocationForm } from './components/RecordRevocationForm'
import { OverdueBadge, PartnersTold } from './components/RevocationBadges'
import { CHANNEL_LABELS, SCOPE_LABELS, formatDueDay, formatMoment, type Revocation } from './types'

function contact(r: Revocation): string {
  return [r.phone ? formatPhone(r.phone) : '', r.email].filter(Boolean).join(' / ')
}

const columns: ReadonlyArray<AdminColumn<Revocation>> = [
  {
    header: 'Contact',
    cell: (r) => <Link to={`${adminPaths.revocations}/${r.id}`}>{contact(r)}</Link>,
  },
  { header: 'Stop', cell: (r) => SCOPE_LABELS[r.scope] },
  { header: 'Came by', cell: (r) => CHANNEL_LABELS[r.channel] },
  { header: 'Received', cell: (r) => <time dateTime={r.received_at}>{formatMoment(r.received_at)}</time> },
  {
    header: 'Due',
    cell: (r) => (
      <>
        <time dateTime={r.due_at}>{formatDueDay(r.due_at)}</time>
        <OverdueBadge revocation={r} />
      </>
    ),
  },
  { header: 'Partners told', cell: (r) => <PartnersTold revocation={r} /> },
]

/**
 * /admin/revocations: withdrawals of consent, from the opt-out page or
 * recorded here, each with its 10-business-day deadline and whether every
 * partner that had the person's leads was told.
 */
export default function RevocationsAdminPage() {
  useHead({ title: 'Revocations' })
  const id = useId()
  const navigate = useNavigate()
  const [page, setPage] = usePageParam('revocations-list')
  const list = useRevocations(page)

  return (
    <div className="admin-page revocations-page">
      <AdminPageHeader
        title="Revocations"
        intro="Opt-outs and withdrawals of consent. Each one puts the contact on the do-not-contact list and tells every partner that received the person's leads; it must be honoured within 10 business days."
      />
      <section className="card mb-4" aria-labelledby={`${id}-record`}>
        <div className="card-body">
          <h2 id={`${id}-record`} className="h5">
            Record a revocation
          </h2>
          <p className="text-body-secondary small">For a request that came by phone, letter, e-mail or a reply to a message.</p>
          <RecordRevocationForm onRecorded={(newId) => navigate(`${adminPaths.revocations}/${newId}`)} />
        </div>
      </section>
      <p aria-live="polite" className="text-body-secondary">
        {list.data ? (list.data.total === 1 ? '1 revocation' : `${list.data.total} revocations`) : '\u00a0'}
      </p>
      <section id="revocations-list" aria-label="Revocations" aria-busy={list.isFetching || undefined}>
        <AdminTable
          caption="Revocations, newest first"
          columns={columns}
          page={list.data}
          rowKey={(r) => r.id}
          isPending={list.isPending}
          isError={list.isError}
          emptyText="No revocations yet."
          onPageChange={setPage}
        />
      </section>
    </div>
  )
}
