import { Link } from 'react-router'
import { leadPaths } from '../paths'
import { LEAD_STATUS_LABELS, type LeadStatus } from '../types'

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`badge lead-status lead-status--${status}`}>{LEAD_STATUS_LABELS[status] ?? status}</span>
}

/** Whether the LeadiD / TrustedForm proof came with the lead. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="badge lead-flag lead-flag--verified">Verified</span>
  ) : (
    <span className="badge lead-flag lead-flag--unverified">Unverified</span>
  )
}

/** Marks a lead whose e-mail or phone arrived earlier (within 30 days); links to that lead when asked. */
export function DuplicateBadge({ of, link = false }: { of: number; link?: boolean }) {
  const text = `Duplicate of #${of}`
  if (link) {
    return (
      <Link to={leadPaths.detail(of)} className="badge lead-flag lead-flag--duplicate">
        {text}
      </Link>
    )
  }
  return (
    <span className="badge lead-flag lead-flag--duplicate" title={`Same e-mail or phone as lead #${of}`}>
      {text}
    </span>
  )
}
