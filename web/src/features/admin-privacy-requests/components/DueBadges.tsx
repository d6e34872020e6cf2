import type { PrivacyRequest } from '../types'
import { STATUS_LABELS } from '../types'

const STATUS_CLASSES: Record<string, string> = {
  unconfirmed: 'text-bg-secondary',
  confirmed: 'text-bg-primary',
  completed: 'text-bg-success',
  denied: 'text-bg-dark',
}

/** The request's status, and a red badge for each deadline it missed. */
export function RequestBadges({ request }: { request: PrivacyRequest }) {
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      <span className={`badge ${STATUS_CLASSES[request.status] ?? 'text-bg-secondary'}`}>{STATUS_LABELS[request.status]}</span>
      {request.confirm_overdue ? <span className="badge text-bg-danger">Confirmation overdue</span> : null}
      {request.answer_overdue ? <span className="badge text-bg-danger">Answer overdue</span> : null}
    </span>
  )
}
