import { Link } from 'react-router'
import { AdminPageHeader, AdminTable, type AdminColumn } from '@/components/admin'
import { Icon } from '@/components/Icon'
import { ApiError } from '@/lib/api-client'
import { auditActionLabel, auditActor, auditRecordPath, auditRecordTypeLabel, type AuditEvent } from '@/lib/admin/audit'
import { useUrlFilters } from '@/lib/admin/use-url-filters'
import { useHead } from '@/lib/head'
import { GENERIC_ERROR, notifyError } from '@/lib/notify'
import { useExportAuditLog } from './api/export-audit-log'
import { useAuditEvents } from './api/get-audit-events'
import { AuditFilterBar } from './components/AuditFilterBar'
import { auditFilterCodec, hasAuditFilters } from './filters'
import './admin-audit.scss'

const whenFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
})

function formatWhen(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : whenFormat.format(date)
}

/** The record an event names: its kind, and its id linked to its admin page where it has one. */
export function AuditRecord({ event }: { event: Pick<AuditEvent, 'record_type' | 'record_id'> }) {
  const type = auditRecordTypeLabel(event.record_type)
  if (!event.record_id) return <>{type}</>
  const path = auditRecordPath(event.record_type, event.record_id)
  return (
    <>
      {type}{' '}
      {path ? (
        <Link to={path} aria-label={`${type} #${event.record_id}`}>
          #{event.record_id}
        </Link>
      ) : (
        <span>#{event.record_id}</span>
      )}
    </>
  )
}

const columns: ReadonlyArray<AdminColumn<AuditEvent>> = [
  {
    header: 'When',
    className: 'audit-table__nowrap',
    cell: (e) => <time dateTime={e.at}>{formatWhen(e.at)}</time>,
  },
  {
    header: 'Actor',
    cell: (e) => (
      <>
        <span className="audit-table__actor">{auditActor(e)}</span>
        {e.actor_name && e.actor_email ? <span className="audit-table__email">{e.actor_email}</span> : null}
      </>
    ),
  },
  {
    header: 'Action',
    cell: (e) => <span className={`badge audit-action audit-action--${e.action}`}>{auditActionLabel(e.action)}</span>,
  },
  { header: 'Record', className: 'audit-table__nowrap', cell: (e) => <AuditRecord event={e} /> },
  { header: 'Details', className: 'audit-table__summary', cell: (e) => e.summary || '—' },
  { header: 'IP address', className: 'audit-table__nowrap', cell: (e) => e.ip || '—' },
]

/**
 * /admin/audit: the audit log of admin actions, newest first, filtered by
 * actor, action, record and dates (all in the URL), and its CSV export.
 * Nothing here changes the log: it is append-only.
 */
export default function AuditLogPage() {
  useHead({ title: 'Audit log' })
  const { filters, page, setFilters, setPage, search, setSearch, clearFilters } = useUrlFilters(auditFilterCodec)
  const events = useAuditEvents(filters, page)
  const exportLog = useExportAuditLog()
  const filtered = hasAuditFilters(filters)
  const data = events.data
  const total = data?.total ?? 0

  return (
    <div className="admin-page audit-page">
      <AdminPageHeader
        title="Audit log"
        intro="Every admin action: who did what to which record, when and from where. Entries cannot be changed or removed."
      />
      <div className="audit-page__actions">
        <button
          type="button"
          className="btn btn-primary d-inline-flex align-items-center gap-2"
          disabled={exportLog.isPending}
          onClick={() =>
            exportLog.mutate(filters, {
              onError: (error) =>
                notifyError(error instanceof ApiError && error.status !== 0 ? error.message : GENERIC_ERROR, 'Export failed'),
            })
          }
        >
          <Icon name="fileText" size={18} />
          {exportLog.isPending ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      <AuditFilterBar
        filters={filters}
        actor={search}
        onActorChange={setSearch}
        onChange={setFilters}
        onClear={clearFilters}
        canClear={filtered || search !== ''}
      />
      <p className="audit-page__summary" aria-live="polite">
        {data
          ? total === 0
            ? 'No entries'
            : `${total} ${total === 1 ? 'entry' : 'entries'}${filtered ? ' match these filters' : ''}, newest first`
          : '\u00a0'}
      </p>
      {events.isError ? (
        <div className="alert alert-danger" role="alert">
          <p className="mb-2">Could not load the audit log: {events.error.message}</p>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void events.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      <section aria-label="Audit entries" aria-busy={events.isFetching || undefined}>
        <AdminTable
          caption="Audit log, newest first"
          columns={columns}
          page={data}
          rowKey={(e) => e.id}
          isPending={events.isPending}
          isError={events.isError}
          emptyText={filtered ? 'No entries match these filters.' : page > 1 ? 'This page is empty.' : 'Nothing has been recorded yet.'}
          onPageChange={setPage}
        />
      </section>
    </div>
  )
}
