import type { ReactNode } from 'react'
import { OperatorTime } from '@/components/admin/OperatorTime'
import { TierBadge } from '@/components/admin/TierBadge'
import { formatPhone, leadName, phoneHref, stateName } from '../format'
import { LANGUAGE_LABELS, SOURCE_FORM_LABELS, type Lead } from '../types'
import { DuplicateBadge, ProofBadges, StatusBadge } from './LeadBadges'

const dash = <span className="text-muted-soft">—</span>

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="lead-fields__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

const ERASURE_REASONS: Record<string, string> = {
  privacy_request: 'at the person’s request (privacy request)',
  retention: 'at the end of the retention period',
  admin: 'by the operator',
}

/** An erased lead: what is kept, and when and why the rest went. */
function ErasedFields({ lead }: { lead: Lead }) {
  return (
    <dl className="lead-fields">
      <Row term="Reference">{lead.reference ? <code className="lead-fields__reference">{lead.reference}</code> : dash}</Row>
      <Row term="Personal data">
        <strong>Erased</strong> on <OperatorTime iso={lead.erased_at ?? ''} /> {ERASURE_REASONS[lead.erasure_reason ?? ''] ?? ''}. Names,
        contact details, description and the visitor&rsquo;s device details are gone; the facts below are kept.
      </Row>
      <Row term="State">{lead.state ? `${stateName(lead)} (${lead.state})` : dash}</Row>
      <Row term="Form">{SOURCE_FORM_LABELS[lead.source_form] ?? lead.source_form}</Row>
      {lead.tier ? (
        <Row term="Tier">
          <TierBadge tier={lead.tier} />
        </Row>
      ) : null}
      {lead.language ? <Row term="Contact in">{LANGUAGE_LABELS[lead.language] ?? lead.language}</Row> : null}
      <Row term="Status">
        <StatusBadge status={lead.status} />
      </Row>
      <Row term="Received">
        <OperatorTime iso={lead.created_at} />
      </Row>
    </dl>
  )
}

/** Everything the visitor sent, plus the lead's bookkeeping. */
export function LeadFields({ lead }: { lead: Lead }) {
  const isConsultation = lead.source_form === 'consultation'
  if (lead.erased_at) return <ErasedFields lead={lead} />
  return (
    <dl className="lead-fields">
      <Row term="Reference">{lead.reference ? <code className="lead-fields__reference">{lead.reference}</code> : dash}</Row>
      {isConsultation || lead.first_name || lead.last_name ? (
        <>
          <Row term="First name">{lead.first_name || dash}</Row>
          <Row term="Last name">{lead.last_name || dash}</Row>
        </>
      ) : null}
      {!isConsultation || lead.name ? <Row term="Name">{lead.name || leadName(lead) || dash}</Row> : null}
      <Row term="E-mail">{lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : dash}</Row>
      <Row term="Phone">{lead.phone ? <a href={phoneHref(lead.phone)}>{formatPhone(lead.phone)}</a> : dash}</Row>
      {lead.language ? (
        <Row term="Contact in">
          {LANGUAGE_LABELS[lead.language] ?? lead.language}
          <span className="text-muted-soft"> (the language they asked to be contacted in)</span>
          {lead.language_fallback ? <span> &mdash; sent as a language fallback: no eligible firm speaking it could take it</span> : null}
        </Row>
      ) : null}
      <Row term="ZIP code">{lead.zip_code || dash}</Row>
      <Row term="State">{lead.state ? `${stateName(lead)} (${lead.state})` : dash}</Row>
      <Row term="Form">{SOURCE_FORM_LABELS[lead.source_form] ?? lead.source_form}</Row>
      {lead.tier ? (
        <Row term="Tier">
          <TierBadge tier={lead.tier} />
        </Row>
      ) : null}
      <Row term="Description">{lead.description ? <span className="lead-fields__multiline">{lead.description}</span> : dash}</Row>
      <Row term="Status">
        <StatusBadge status={lead.status} />
      </Row>
      <Row term="Proof">
        <span className="lead-fields__badges">
          <ProofBadges lead={lead} />
        </span>
      </Row>
      <Row term="Duplicate of">{lead.duplicate_of ? <DuplicateBadge of={lead.duplicate_of} link /> : 'No'}</Row>
      <Row term="Received">
        <OperatorTime iso={lead.created_at} />
      </Row>
      <Row term="Last updated">
        <OperatorTime iso={lead.updated_at} />
      </Row>
    </dl>
  )
}
