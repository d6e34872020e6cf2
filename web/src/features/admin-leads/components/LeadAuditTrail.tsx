import { Link } from 'react-router'
import { auditActionLabel, auditActor } from '@/lib/admin/audit'
import { adminPaths } from '@/lib/admin/paths'
import { formatDateTime } from '../format'
import { useLeadAudit } from '../api/get-lead-audit'

/** The lead's recent audit trail: who viewed, changed, sent or erased it, newest first, with a link to the whole log. */
export function LeadAuditTrail({ leadId }: { leadId: number }) {
  const id = String(leadId)
  const trail = useLeadAudit(id)
  const fullLog = `${adminPaths.audit}?${new URLSearchParams({ record_type: 'lead', record_id: id }).toString()}`

  if (trail.isPending) {
    return (
      <p className="lead-history__empty" role="status">
        Loading the audit trail…
      </p>
    )
  }
  if (trail.isError) {
    return (
      <div role="alert">
        <p className="lead-history__empty">The audit trail could not be loaded.</p>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => void trail.refetch()}>
          Try again
        </button>
      </div>
    )
  }
  const events = trail.data.data
  return (
    <>
      {events.length === 0 ? (
        <p className="lead-history__empty">Nothing recorded for this lead yet.</p>
      ) : (
        <ol className="lead-history" aria-label="Audit trail, newest first">
          {events.map((event) => (
            <li key={event.id} className="lead-history__item">
              <span className="badge text-bg-light">{auditActionLabel(event.action)}</span>
              <span className="lead-history__when">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </span>
              <span className="lead-history__who">{auditActor(event)}</span>
              {event.summary ? <p className="lead-history__reason">{event.summary}</p> : null}
            </li>
          ))}
        </ol>
      )}
      {trail.data.total > events.length ? (
        <p className="mb-0 mt-2">
          <Link to={fullLog}>All {trail.data.total} entries in the audit log</Link>
        </p>
      ) : (
        <p className="mb-0 mt-2">
          <Link to={fullLog}>Open in the audit log</Link>
        </p>
      )}
    </>
  )
}
