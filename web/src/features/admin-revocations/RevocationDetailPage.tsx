import { Link, useParams } from 'react-router'
import { formatPhone } from '@/lib/admin/format'
import { adminPaths } from '@/lib/admin/paths'
import { ApiError } from '@/lib/api-client'
import { useHead } from '@/lib/head'
import { useRevocation } from './api/get-revocation'
import { OverdueBadge, PartnersTold } from './components/RevocationBadges'
import { CHANNEL_LABELS, NOTICE_STATUS_LABELS, SCOPE_LABELS, formatDueDay, formatMoment, type NoticeStatus } from './types'
import './admin-revocations.scss'

const STATUS_TONES: Record<NoticeStatus, string> = {
  pending: 'bg-secondary',
  delivered: 'bg-success',
  failed: 'bg-danger',
  dead: 'bg-danger',
}

/** /admin/revocations/:id: one revocation and each notice to a partner, with its state. */
export default function RevocationDetailPage() {
  const { id = '' } = useParams()
  const validId = /^\d+$/.test(id)
  const query = useRevocation(validId ? Number(id) : 0)
  const r = query.data
  useHead({ title: r ? `Revocation #${r.id}` : 'Revocation' })

  const back = (
    <Link to={adminPaths.revocations} className="d-inline-block mb-3">
      ← Back to revocations
    </Link>
  )
  if (!validId || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <div className="admin-page">
        {back}
        <div role="alert">
          <h1 className="admin-page__title">Revocation not found</h1>
          <p>There is no revocation #{id}.</p>
        </div>
      </div>
    )
  }
  if (query.isError) {
    return (
      <div className="admin-page">
        {back}
        <div className="alert alert-danger" role="alert">
          Could not load revocation #{id}: {query.error.message}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      </div>
    )
  }
  if (!r) return <p aria-busy="true">Loading…</p>

  return (
    <div className="admin-page revocation-detail">
      {back}
      <h1 className="admin-page__title">
        Revocation #{r.id}
        <OverdueBadge revocation={r} />
      </h1>
      <dl className="row">
        <dt className="col-sm-3">Phone</dt>
        <dd className="col-sm-9">{r.phone ? formatPhone(r.phone) : '—'}</dd>
        <dt className="col-sm-3">E-mail</dt>
        <dd className="col-sm-9">{r.email || '—'}</dd>
        <dt className="col-sm-3">Stop</dt>
        <dd className="col-sm-9">{SCOPE_LABELS[r.scope]}</dd>
        <dt className="col-sm-3">Came by</dt>
        <dd className="col-sm-9">{CHANNEL_LABELS[r.channel]}</dd>
        <dt className="col-sm-3">Received</dt>
        <dd className="col-sm-9">{formatMoment(r.received_at)}</dd>
        <dt className="col-sm-3">Due</dt>
        <dd className="col-sm-9">End of {formatDueDay(r.due_at)} (Eastern time)</dd>
        <dt className="col-sm-3">Partners told</dt>
        <dd className="col-sm-9">
          <PartnersTold revocation={r} />
        </dd>
        {r.channel === 'web' ? (
          <>
            <dt className="col-sm-3">From</dt>
            <dd className="col-sm-9">
              {r.ip || '—'} <span className="text-body-secondary small">{r.user_agent}</span>
            </dd>
          </>
        ) : null}
        {r.note ? (
          <>
            <dt className="col-sm-3">Note</dt>
            <dd className="col-sm-9 revocation-detail__note">{r.note}</dd>
          </>
        ) : null}
      </dl>
      <h2 className="h5 mt-4">Notices to partners</h2>
      {r.partner_notices.length === 0 ? (
        <p className="text-body-secondary">No partner had received a lead of this person: there was nobody to tell.</p>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle">
            <caption className="visually-hidden">Notices to partners</caption>
            <thead>
              <tr>
                <th scope="col">Partner</th>
                <th scope="col">Lead</th>
                <th scope="col">Channel</th>
                <th scope="col">State</th>
                <th scope="col">Attempts</th>
                <th scope="col">Delivered</th>
              </tr>
            </thead>
            <tbody>
              {r.partner_notices.map((n) => (
                <tr key={n.id}>
                  <td>{n.partner_name}</td>
                  <td>
                    <code>{n.lead_reference}</code>
                  </td>
                  <td>{n.channel === 'webhook' ? 'Webhook' : 'E-mail'}</td>
                  <td>
                    <span className={`badge ${STATUS_TONES[n.status]}`}>{NOTICE_STATUS_LABELS[n.status]}</span>
                    {n.last_error && n.status !== 'delivered' ? <div className="small text-body-secondary">{n.last_error}</div> : null}
                  </td>
                  <td>{n.attempts}</td>
                  <td>{formatMoment(n.delivered_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
