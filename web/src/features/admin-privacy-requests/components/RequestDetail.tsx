import { Link } from 'react-router'
import { adminPaths } from '@/lib/admin/paths'
import { usePrivacyRequest } from '../api/get-privacy-request'
import { ERASURE_REASONS, formatDay, formatDeadline, TYPE_LABELS, type PrivacyLead, type PrivacyRequestDetail } from '../types'
import { RequestAccountNote } from './RequestAccountNote'
import { RequestActions } from './RequestActions'
import { RequestBadges } from './DueBadges'

function LeadList({ leads, empty }: { leads: PrivacyLead[]; empty: string }) {
  if (leads.length === 0) return <p className="text-muted">{empty}</p>
  return (
    <ul className="list-unstyled mb-3">
      {leads.map((l) => (
        <li key={l.id} className="mb-1">
          <Link to={`${adminPaths.leads}/${l.id}`}>Lead #{l.id}</Link> <code>{l.reference}</code> {l.name.trim() || ''}
          {l.state ? ` · ${l.state}` : ''} · {formatDay(l.created_at)} · {l.status}
          {l.erased_at ? (
            <span className="badge text-bg-dark ms-1">
              Erased {formatDay(l.erased_at)}
              {l.erasure_reason ? ` (${ERASURE_REASONS[l.erasure_reason] ?? l.erasure_reason})` : ''}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/**
 * Where a correction is made: on each lead's page (Edit contact details),
 * before the request is completed with a note of what was corrected.
 */
function CorrectionHint({ request }: { request: PrivacyRequestDetail }) {
  if (request.type !== 'correct' || request.matching_leads.length === 0) return null
  if (request.status === 'confirmed') {
    return (
      <p className="small text-muted">
        Corrections are made on each lead&rsquo;s page: open the lead and use <strong>Edit contact details</strong>. Then complete this
        request below with a note of what was corrected.
      </p>
    )
  }
  if (request.status === 'unconfirmed') {
    return (
      <p className="small text-muted">
        Once the requester is verified, correct each lead on its page (<strong>Edit contact details</strong>), then complete this request
        with a note of what was corrected.
      </p>
    )
  }
  return null
}

/** One request: who, what, the deadlines, the leads it concerns and the actions. */
export function RequestDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, isPending, isError } = usePrivacyRequest(id)
  return (
    <section className="card mt-4" aria-labelledby="privacy-request-title" tabIndex={-1} id="privacy-request-detail">
      <div className="card-body">
        <div className="d-flex justify-content-between align-items-start">
          <h2 id="privacy-request-title" className="h5">
            Request #{id}
            {data ? ` · ${TYPE_LABELS[data.type]}` : ''}
          </h2>
          <button type="button" className="btn-close" aria-label="Close the request" onClick={onClose} />
        </div>
        {isPending ? <p role="status">Loading the request…</p> : null}
        {isError ? <p role="alert">The request could not be loaded.</p> : null}
        {data ? (
          <>
            <p>
              <RequestBadges request={data} />
            </p>
            <dl className="row small">
              <dt className="col-sm-4">E-mail</dt>
              <dd className="col-sm-8">{data.email || '—'}</dd>
              <dt className="col-sm-4">Phone</dt>
              <dd className="col-sm-8">{data.phone || '—'}</dd>
              <dt className="col-sm-4">California resident</dt>
              <dd className="col-sm-8">{data.california_resident ? 'Yes' : 'No'}</dd>
              {data.details ? (
                <>
                  <dt className="col-sm-4">Details</dt>
                  <dd className="col-sm-8 text-break">{data.details}</dd>
                </>
              ) : null}
              <dt className="col-sm-4">Received</dt>
              <dd className="col-sm-8">{formatDay(data.received_at)}</dd>
              <dt className="col-sm-4">Confirm by</dt>
              <dd className="col-sm-8">{formatDeadline(data.confirm_due_at)}</dd>
              <dt className="col-sm-4">Answer by</dt>
              <dd className="col-sm-8">{formatDay(data.answer_due_at)}</dd>
              <dt className="col-sm-4">Confirmed</dt>
              <dd className="col-sm-8">
                {data.confirmed_at
                  ? `${formatDay(data.confirmed_at)} — ${data.confirmed_by ? `verified by the operator: ${data.confirm_note}` : 'by the mailed link'}`
                  : 'Not yet'}
              </dd>
              {data.completed_at ? (
                <>
                  <dt className="col-sm-4">{data.status === 'denied' ? 'Denied' : 'Completed'}</dt>
                  <dd className="col-sm-8">
                    {formatDay(data.completed_at)} — {data.outcome}
                  </dd>
                </>
              ) : null}
              <dt className="col-sm-4">Kept until</dt>
              <dd className="col-sm-8">{formatDay(data.purge_after)}</dd>
            </dl>
            <RequestAccountNote request={data} />
            <h3 className="h6">Leads of this person</h3>
            <CorrectionHint request={data} />
            <LeadList leads={data.matching_leads} empty="No lead matches this e-mail address or phone number." />
            {data.erased_leads.length > 0 ? (
              <>
                <h3 className="h6">Erased by this request</h3>
                <LeadList leads={data.erased_leads} empty="" />
              </>
            ) : null}
            {data.notices.length > 0 ? (
              <>
                <h3 className="h6">Partners told of the erasure</h3>
                <ul className="list-unstyled mb-3">
                  {data.notices.map((n) => (
                    <li key={n.id}>
                      {n.partner_name} ({n.channel === 'email' ? 'e-mail' : 'webhook'}) · lead <code>{n.lead_reference}</code> ·{' '}
                      <span
                        className={`badge ${n.status === 'delivered' ? 'text-bg-success' : n.status === 'pending' ? 'text-bg-secondary' : 'text-bg-danger'}`}
                      >
                        {n.status}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <RequestActions request={data} />
          </>
        ) : null}
      </div>
    </section>
  )
}
