import type { Revocation } from '../types'

/** "Told 2/3": how many notices reached their partner, with a badge for the state. */
export function PartnersTold({ revocation }: { revocation: Revocation }) {
  const { total, delivered, failed } = revocation.notices
  if (total === 0) return <span className="text-body-secondary">No partner had the lead</span>
  const tone = revocation.partners_told ? 'bg-success' : failed > 0 ? 'bg-danger' : 'bg-secondary'
  return (
    <span className={`badge ${tone}`}>
      {revocation.partners_told ? 'All told' : failed > 0 ? `${failed} failed` : 'Sending'} · {delivered}/{total}
    </span>
  )
}

export function OverdueBadge({ revocation }: { revocation: Revocation }) {
  return revocation.overdue ? <span className="badge bg-danger ms-2">Overdue</span> : null
}
