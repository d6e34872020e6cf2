import { useId, useState } from 'react'
import { AdminTable, reportAdminError, type AdminColumn } from '@/components/admin'
import { Modal } from '@/components/Modal'
import { ApiError } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { ROLE_LABELS } from '@/lib/roles'
import { useInvitations } from '../api/get-invitations'
import { useRevokeInvitation } from '../api/revoke-invitation'
import { INVITATION_STATUSES, INVITATION_STATUS_LABELS, type Invitation, type InvitationStatus } from '../invitations'
import { InviteModal } from './InviteModal'

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })
const formatDate = (iso: string) => dateFormat.format(new Date(iso))

/** The invitations sent: pending ones can be withdrawn, and the way to invite someone new. */
export function InvitationsSection() {
  const id = useId()
  const [status, setStatus] = useState<InvitationStatus | ''>('')
  const [page, setPage] = useState(1)
  const [inviting, setInviting] = useState(false)
  const [withdrawing, setWithdrawing] = useState<Invitation | null>(null)
  const invitations = useInvitations(status, page)
  const revoke = useRevokeInvitation()

  const withdraw = async () => {
    if (!withdrawing) return
    try {
      const answer = await revoke.mutateAsync(withdrawing.id)
      notifySuccess(answer.message)
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) notifyError(error.message)
      else reportAdminError(error)
    }
    setWithdrawing(null)
  }

  const columns: ReadonlyArray<AdminColumn<Invitation>> = [
    { header: 'E-mail', cell: (inv) => inv.email, className: 'users-table__email' },
    {
      header: 'Role',
      cell: (inv) => (
        <>
          <span className={`user-badge user-badge--${inv.role}`}>{ROLE_LABELS[inv.role]}</span>
          {inv.partner_name ? <span className="users-table__firm"> {inv.partner_name}</span> : null}
        </>
      ),
    },
    {
      header: 'Status',
      cell: (inv) => <span className={`user-badge invitation-status--${inv.status}`}>{INVITATION_STATUS_LABELS[inv.status]}</span>,
    },
    { header: 'Invited by', cell: (inv) => inv.invited_by_name ?? '—' },
    {
      header: 'Sent',
      cell: (inv) => <time dateTime={inv.created_at}>{formatDate(inv.created_at)}</time>,
      className: 'users-table__nowrap',
    },
    {
      header: 'Expires',
      cell: (inv) => (inv.status === 'pending' ? <time dateTime={inv.expires_at}>{formatDate(inv.expires_at)}</time> : '—'),
      className: 'users-table__nowrap',
    },
  ]

  return (
    <section className="users-invitations" aria-labelledby={`${id}-title`}>
      <div className="users-invitations__head">
        <h2 className="h4" id={`${id}-title`}>
          Invitations
        </h2>
        <button type="button" className="btn btn-primary" onClick={() => setInviting(true)}>
          Invite someone
        </button>
      </div>
      <p className="users-page__summary">
        A staff role or a partner firm's membership is given by invitation only: the person accepts it from the e-mailed link.
      </p>
      <div className="users-filters__field mb-3">
        <label htmlFor={`${id}-status`} className="form-label">
          Status
        </label>
        <select
          id={`${id}-status`}
          className="form-select"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as InvitationStatus | '')
            setPage(1)
          }}
        >
          <option value="">All invitations</option>
          {INVITATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {INVITATION_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <AdminTable
        caption="Invitations"
        columns={columns}
        page={invitations.data}
        rowKey={(inv) => inv.id}
        actions={(inv) =>
          inv.status === 'pending' ? (
            <button
              type="button"
              className="btn btn-outline-danger btn-sm"
              aria-label={`Withdraw the invitation of ${inv.email}`}
              onClick={() => setWithdrawing(inv)}
            >
              Withdraw
            </button>
          ) : null
        }
        isPending={invitations.isPending}
        isError={invitations.isError}
        emptyText={status ? 'No invitations with this status.' : 'No invitations yet.'}
        onPageChange={setPage}
      />
      <InviteModal open={inviting} onClose={() => setInviting(false)} />
      <Modal open={withdrawing !== null} onClose={() => setWithdrawing(null)} title="Withdraw the invitation">
        {withdrawing ? (
          <>
            <p>Withdraw the invitation of {withdrawing.email}? Its link stops working at once; you can invite the address again later.</p>
            <div className="admin-form__actions">
              <button type="button" className="btn btn-secondary" onClick={() => setWithdrawing(null)}>
                Cancel
              </button>
              <button type="button" className="btn btn-danger" onClick={() => void withdraw()} disabled={revoke.isPending}>
                {revoke.isPending ? 'Withdrawing…' : 'Withdraw'}
              </button>
            </div>
          </>
        ) : null}
      </Modal>
    </section>
  )
}
