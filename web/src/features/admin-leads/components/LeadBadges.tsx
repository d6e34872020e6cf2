import { Link } from 'react-router'
import { leadPaths } from '../paths'
import { LEAD_STATUS_LABELS, PROOF_STATE_LABELS, type Lead, type LeadStatus, type ProofState } from '../types'

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`badge lead-status lead-status--${status}`}>{LEAD_STATUS_LABELS[status] ?? status}</span>
}

/** One proof's state (LeadiD token or TrustedForm certificate) as a badge; `label` names the proof. */
export function ProofBadge({ state, label }: { state: ProofState; label?: string }) {
  const text = PROOF_STATE_LABELS[state] ?? state
  return <span className={`badge lead-proof lead-proof--${state}`}>{label ? `${label}: ${text}` : text}</span>
}

/**
 * Each proof the lead's form can carry, compactly: the LeadiD token, and
 * the TrustedForm certificate on the consultation form (the state-law form
 * has none).
 */
export function ProofBadges({ lead }: { lead: Pick<Lead, 'source_form' | 'consent'> }) {
  return (
    <>
      <ProofBadge label="LeadiD" state={lead.consent.leadid_state} />
      {lead.source_form === 'consultation' || lead.consent.trustedform_state !== 'absent' ? (
        <ProofBadge label="TrustedForm" state={lead.consent.trustedform_state} />
      ) : null}
    </>
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
