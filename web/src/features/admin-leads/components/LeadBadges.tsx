import { Link } from 'react-router'
import { leadPaths } from '../paths'
import {
  DELIVERY_STATUS_LABELS,
  LEAD_STATUS_LABELS,
  ROUTING_LABELS,
  type DeliveryStatus,
  type LeadRouting,
  type LeadStatus,
} from '../types'

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`badge lead-status lead-status--${status}`}>{LEAD_STATUS_LABELS[status] ?? status}</span>
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
  return (
    <span className={`badge delivery-status delivery-status--${status}`}>{DELIVERY_STATUS_LABELS[status] ?? status}</span>
  )
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
