import { OperatorTime } from '@/components/admin/OperatorTime'
import '../lead-history.scss'
import { LEAD_STATUS_LABELS, OUTCOME_STATUS_LABELS, type Outcome, type StatusChange } from '../types'
import { deliveryPartnerName } from './DeliveryTrail'

/** When a step happened, in the operator's time zone with its abbreviation. */
function When({ iso }: { iso: string }) {
  return <OperatorTime iso={iso} />
}

/** Who made a status change: the admin, intake for the first step, or a deleted account. */
export function changedBy(change: StatusChange, first: boolean): string {
  if (change.changed_by_name.trim()) return change.changed_by_name.trim()
  if (change.changed_by !== null) return `Admin #${change.changed_by}`
  return first ? 'Received from the form' : 'A deleted account'
}

/**
 * The lead's status history, oldest first: every change with when and by
 * whom. (Its names avoid the word "status", which labels the status field.)
 */
export function StatusHistory({ history }: { history: StatusChange[] }) {
  if (history.length === 0) return <p className="lead-history__empty">No status changes are recorded for this lead.</p>
  return (
    <ol className="lead-history" aria-label="Changes, oldest first">
      {history.map((change, i) => (
        <li key={`${change.changed_at}-${i}`} className="lead-history__item">
          <span className={`badge lead-status lead-status--${change.status}`}>{LEAD_STATUS_LABELS[change.status] ?? change.status}</span>
          <span className="lead-history__when">
            <When iso={change.changed_at} />
          </span>
          <span className="lead-history__who">{changedBy(change, i === 0)}</span>
        </li>
      ))}
    </ol>
  )
}

/** What the partners reported became of the lead, oldest first; a return is marked. */
export function OutcomeHistory({ outcomes }: { outcomes: Outcome[] }) {
  if (outcomes.length === 0) {
    return <p className="lead-history__empty">No partner has reported an outcome for this lead yet.</p>
  }
  return (
    <ol className="lead-history" aria-label="Partner outcomes, oldest first">
      {outcomes.map((outcome) => (
        <li key={outcome.id} className="lead-history__item">
          <strong className="lead-history__partner">{deliveryPartnerName(outcome)}</strong>
          <span className={`badge lead-outcome lead-outcome--${outcome.status}`}>
            {OUTCOME_STATUS_LABELS[outcome.status] ?? outcome.status}
          </span>
          {outcome.is_return ? (
            <span
              className="badge text-bg-warning"
              title="Reported rejected within the return window (not a return: a firm asks for those)"
            >
              In return window
            </span>
          ) : null}
          <span className="lead-history__when">
            <When iso={outcome.reported_at} />
          </span>
          {outcome.reason ? <p className="lead-history__reason">Reason: {outcome.reason}</p> : null}
        </li>
      ))}
    </ol>
  )
}
