import type { ReactNode } from 'react'
import { OperatorTime } from '@/components/admin/OperatorTime'
import { safeHttpUrl } from '../format'
import { LANGUAGE_LABELS, type ConsentWithdrawal, type LeadConsent } from '../types'
import { ProofBadge } from './LeadBadges'

const none = <span className="text-muted-soft">Not recorded</span>

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="lead-fields__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** A URL the visitor's browser reported: shown as text, a link only when it is http(s). */
function ReportedUrl({ value }: { value: string }) {
  if (!value) return none
  const href = safeHttpUrl(value)
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className="lead-fields__break">
      {value}
    </a>
  ) : (
    <span className="lead-fields__break">{value}</span>
  )
}

const WITHDRAWN_SCOPES: Record<ConsentWithdrawal['scope'], string> = {
  all: 'everything',
  calls: 'phone calls',
  texts: 'text messages',
  emails: 'e-mails',
}

const WITHDRAWN_CHANNELS: Record<string, string> = {
  web: 'on the website',
  phone: 'by phone',
  letter: 'by letter',
  email: 'by e-mail',
  reply: 'by a reply',
  other: 'another way',
}

/** Whether the person withdrew their consent since (any revocation of the lead's phone or e-mail). */
function Withdrawal({ withdrawal }: { withdrawal: ConsentWithdrawal | null | undefined }) {
  if (!withdrawal) return <span>No</span>
  return (
    <span className="lead-proof-value">
      <span className="badge lead-flag lead-flag--unverified">Withdrawn</span>
      <span>
        {WITHDRAWN_SCOPES[withdrawal.scope] ?? withdrawal.scope}, {WITHDRAWN_CHANNELS[withdrawal.channel] ?? withdrawal.channel},{' '}
        <OperatorTime iso={withdrawal.received_at} />
      </span>
    </span>
  )
}

/**
 * The proof that the visitor agreed to be contacted: the exact consent
 * wording they saw (by version), when, from where, and the LeadiD /
 * TrustedForm proofs, each with its own state (checked on the server, not
 * assumed) and what TrustedForm said when the certificate was claimed; and
 * whether the person withdrew it since.
 */
export function ConsentProof({ consent, withdrawal }: { consent: LeadConsent; withdrawal?: ConsentWithdrawal | null }) {
  // Only a certificate the server found on TrustedForm's host is a link:
  // a malformed one may point anywhere.
  const onHost = consent.trustedform_state !== 'absent' && consent.trustedform_state !== 'malformed'
  const certificate = onHost ? safeHttpUrl(consent.trustedform_cert_url) : null
  return (
    <dl className="lead-fields">
      <Row term="Consent given">
        {consent.given ? (
          <span className="badge lead-flag lead-flag--verified">Yes</span>
        ) : (
          <span className="badge lead-flag lead-flag--unverified">No</span>
        )}
      </Row>
      {consent.language && consent.text_version ? (
        <Row term="Consent">
          {LANGUAGE_LABELS[consent.language] ?? consent.language}, version <code>{consent.text_version}</code>
        </Row>
      ) : null}
      <Row term="Consent text version">{consent.text_version ? <code>{consent.text_version}</code> : none}</Row>
      <Row term="Consent text">
        {consent.text ? (
          <details className="consent-text">
            <summary>Show the consent text the visitor agreed to</summary>
            <blockquote className="consent-text__body">{consent.text}</blockquote>
          </details>
        ) : (
          none
        )}
      </Row>
      <Row term="Consented at">{consent.at ? <OperatorTime iso={consent.at} /> : none}</Row>
      <Row term="Consent withdrawn">
        <Withdrawal withdrawal={withdrawal} />
      </Row>
      <Row term="IP address">{consent.ip ? <code>{consent.ip}</code> : none}</Row>
      <Row term="User agent">{consent.user_agent ? <span className="lead-fields__break">{consent.user_agent}</span> : none}</Row>
      <Row term="Page URL">
        <ReportedUrl value={consent.page_url} />
      </Row>
      <Row term="Referrer">
        <ReportedUrl value={consent.referrer} />
      </Row>
      <Row term="LeadiD token">
        <div className="lead-proof-value">
          <ProofBadge state={consent.leadid_state} />
          {consent.leadid_token ? <code className="lead-fields__break">{consent.leadid_token}</code> : null}
        </div>
      </Row>
      <Row term="TrustedForm certificate">
        <div className="lead-proof-value">
          <ProofBadge state={consent.trustedform_state} />
          {certificate ? (
            <a href={certificate} target="_blank" rel="noopener noreferrer" className="lead-fields__break">
              {consent.trustedform_cert_url}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : consent.trustedform_cert_url ? (
            <span className="lead-fields__break">{consent.trustedform_cert_url}</span>
          ) : null}
          {consent.trustedform_detail ? <span className="lead-proof-value__detail">{consent.trustedform_detail}</span> : null}
        </div>
      </Row>
    </dl>
  )
}
