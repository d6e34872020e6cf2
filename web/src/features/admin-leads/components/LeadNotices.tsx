import { OperatorTime } from '@/components/admin/OperatorTime'
import '../lead-history.scss'
import { DELIVERY_STATUS_LABELS, type LeadNotice } from '../types'

/** What each partner notice told the partner. */
const EVENT_LABELS: Record<LeadNotice['event'], string> = {
  'lead.consent_revoked': 'Consent withdrawn',
  'lead.erased': 'Erased',
  'lead.corrected': 'Corrected',
}

/** The corrected fields, in words. */
const FIELD_LABELS: Record<string, string> = {
  first_name: 'first name',
  last_name: 'last name',
  name: 'name',
  email: 'e-mail',
  phone: 'phone',
  zip_code: 'ZIP code',
}

const STATUS_CLASSES: Record<LeadNotice['status'], string> = {
  pending: 'text-bg-secondary',
  delivered: 'text-bg-success',
  failed: 'text-bg-danger',
  dead: 'text-bg-danger',
}

/**
 * The messages to the partners that received the lead (consent withdrawn,
 * erased, corrected), oldest first, each with whether it arrived. A failed
 * one means that firm still holds what the notice was about.
 */
export function LeadNotices({ notices }: { notices: LeadNotice[] }) {
  if (notices.length === 0) {
    return <p className="lead-history__empty">No partner has been sent a notice about this lead.</p>
  }
  return (
    <ol className="lead-history" aria-label="Partner notices, oldest first">
      {notices.map((n) => (
        <li key={n.id} className="lead-history__item">
          <strong className="lead-history__partner">{n.partner_name}</strong>
          <span>
            {EVENT_LABELS[n.event] ?? n.event}
            {n.event === 'lead.corrected' && n.fields.length > 0 ? `: ${n.fields.map((f) => FIELD_LABELS[f] ?? f).join(', ')}` : ''} ·{' '}
            {n.channel === 'email' ? 'e-mail' : 'webhook'}
          </span>
          <span className={`badge ${STATUS_CLASSES[n.status] ?? 'text-bg-secondary'}`}>{DELIVERY_STATUS_LABELS[n.status] ?? n.status}</span>
          <span className="lead-history__when">
            <OperatorTime iso={n.delivered_at ?? n.created_at} />
          </span>
          {n.status === 'failed' || n.status === 'dead' ? (
            <p className="lead-history__reason">
              Not delivered{n.last_error ? `: ${n.last_error}` : ''}. Tell {n.partner_name} yourself.
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
