import { Link } from 'react-router'
import { leadPaths } from '../paths'
import {
  DELIVERY_STATUS_LABELS,
  LEAD_STATUS_LABELS,
  PROOF_STATE_LABELS,
  ROUTING_LABELS,
  type DeliveryStatus,
  type Lead,
  type LeadRouting,
  type LeadStatus,
  type ProofState,
} from '../types'

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

const ROUTING_HINTS: Record<LeadRouting, string> = {
  routed: 'Sent to at least one partner',
  unrouted: 'No partner could take it',
  duplicate: 'Every partner that could take it already has this person',
  suppressed: 'On the do-not-contact list: never sent',
}

/**
 * What became of the lead when it arrived. The word is always written out, so
 * colour is never the only cue. Outside a 'Routing' column, `labelled` adds
 * 'Routing:' for screen readers.
 */
export function RoutingBadge({ routing, labelled = false }: { routing: LeadRouting; labelled?: boolean }) {
  return (
    <span className={`badge lead-routing lead-routing--${routing}`} title={ROUTING_HINTS[routing]}>
      {labelled ? <span className="visually-hidden">Routing: </span> : null}
      {ROUTING_LABELS[routing] ?? routing}
    </span>
  )
}

/** Where a delivery stands: pending, delivered, failed or dead. */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return <span className={`badge delivery-status delivery-status--${status}`}>{DELIVERY_STATUS_LABELS[status] ?? status}</span>
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

/** Marks a synthetic lead made by `claimsite demo-data`: the word says it, the colour only helps. */
/** A lead in Spanish: "ES" (an English lead has no badge). */
export function LanguageBadge({ language, className = '' }: { language?: string; className?: string }) {
  if (language !== 'es') return null
  return (
    <span className={`badge lead-flag lead-flag--language ${className}`.trim()} title="Contact in Spanish">
      ES<span className="visually-hidden"> (contact in Spanish)</span>
    </span>
  )
}

/** A lead no eligible firm speaking its language could take, sent to firms that do not (decision 067). */
export function LanguageFallbackBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`badge lead-flag lead-flag--fallback ${className}`.trim()}
      title="No eligible firm speaks the lead's language: it went to firms that do not"
    >
      Language fallback
    </span>
  )
}

export function DemoBadge({ className = '' }: { className?: string }) {
  return (
    <span className={`badge lead-flag lead-flag--demo ${className}`.trim()} title="Synthetic lead made by claimsite demo-data">
      Demo
    </span>
  )
}
