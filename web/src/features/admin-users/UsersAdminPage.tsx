import { useState } from 'react'
import { AdminPageHeader, AdminTable, reportAdminError, type AdminColumn } from '@/components/admin'
import { ApiError } from '@/lib/api-client'
import { useProfile } from '@/lib/auth'
import { useHead } from '@/lib/head'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useUsers } from './api/get-users'
import { useUpdateUser } from './api/update-user'
import { ChangeRoleDialog } from './components/ChangeRoleDialog'
import { ConfirmUserChange, type PendingChange } from './components/ConfirmUserChange'
import { InvitationsSection } from './components/InvitationsSection'
import { DisabledBadge, RoleBadge, VerifiedBadge } from './components/UserBadges'
import { UserFilterBar } from './components/UserFilterBar'
import { hasUserFilters } from './filters'
import { STAFF_ROLE_CHOICES, userName, type AdminUser, type UserChange } from './types'
import { useUserFilters } from './use-user-filters'
import './admin-users.scss'

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })

function formatDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date)
}

/**
 * /admin/users: every account, searchable by name or e-mail and filtered
 * by role, with role and disabled changes behind a confirmation. A staff
 * account moves between the staff roles or down to user; a partner firm's
 * member leaves the firm; a visitor rises only by an invitation. The server
 * ends the changed account's sessions and keeps at least one enabled admin.
 */
export default function UsersAdminPage() {
  useHead({ title: 'Users' })
  const { filters, page, setFilters, setPage, search, setSearch, clearFilters } = useUserFilters()
  const users = useUsers(filters, page)
  const { data: me } = useProfile()
  const update = useUpdateUser()
  const [pending, setPending] = useState<PendingChange | null>(null)
  const [roleOf, setRoleOf] = useState<AdminUser | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const filtered = hasUserFilters(filters)

  const ask = (user: AdminUser, changes: UserChange) => {
    setRefusal(null)
    setPending({ user, changes })
  }
  const askRole = (user: AdminUser) => {
    setRefusal(null)
    setRoleOf(user)
  }
  const cancel = () => {
    setPending(null)
    setRoleOf(null)
    setRefusal(null)
  }
  /** Sends a change; closes its dialog on success, keeps it open with the server's refusal (422). */
  const send = async (user: AdminUser, changes: UserChange) => {
    try {
      const answer = await update.mutateAsync({ id: user.id, changes })
      cancel()
      notifySuccess(answer.message)
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const message = error.fieldErrors.disabled ?? error.fieldErrors.role ?? error.message
        setRefusal(message)
        notifyError(message)
        return
      }
      cancel()
      reportAdminError(error)
    }
  }

  const columns: ReadonlyArray<AdminColumn<AdminUser>> = [
    {
      header: 'Name',
      className: 'admin-table__title',
      cell: (user) => (
        <>
          {userName(user)}
          {user.id === me?.id ? <span className="users-table__you"> (you)</span> : null}
        </>
      ),
    },
    { header: 'E-mail', cell: (user) => user.email, className: 'users-table__email' },
    { header: 'Role', cell: (user) => <RoleBadge role={user.role} /> },
    {
      header: 'Status',
      cell: (user) => (
        <span className="users-table__badges">
          <VerifiedBadge verified={user.email_verified} />
          <DisabledBadge disabled={user.disabled} />
        </span>
      ),
    },
    {
      header: 'Created',
      cell: (user) => <time dateTime={user.created_at}>{formatDate(user.created_at)}</time>,
      className: 'users-table__nowrap',
    },
  ]

  const actions = (user: AdminUser) => {
    const name = userName(user)
    const self = user.id === me?.id
    return (
      <div className="admin-actions">
        {STAFF_ROLE_CHOICES.includes(user.role) ? (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            aria-label={`Change role: ${name}`}
            onClick={() => askRole(user)}
          >
            Change role
          </button>
        ) : user.role === 'partner' ? (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            aria-label={`Remove from firm: ${name}`}
            onClick={() => ask(user, { role: 'user' })}
          >
            Remove from firm
          </button>
        ) : null}
        {user.disabled ? (
          <button
            type="button"
            className="btn btn-outline-success btn-sm"
            aria-label={`Enable: ${name}`}
            onClick={() => ask(user, { disabled: false })}
          >
            Enable
          </button>
        ) : self ? null : (
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            aria-label={`Disable: ${name}`}
            onClick={() => ask(user, { disabled: true })}
          >
            Disable
          </button>
        )}
      </div>
    )
  }

  const data = users.data
  return (
    <div className="admin-page users-page">
      <AdminPageHeader
        title="Users"
        intro="Every account, and the invitations that bring people into a staff role or a partner firm. A role change or a disabled account signs that account out at once."
      />
      <UserFilterBar
        filters={filters}
        search={search}
        onSearchChange={setSearch}
        onChange={setFilters}
        onClear={clearFilters}
        canClear={filtered || search !== ''}
      />
      <p className="users-page__summary" aria-live="polite">
        {data
          ? data.total === 0
            ? filtered
              ? 'No accounts match these filters.'
              : 'No accounts yet.'
            : filtered
              ? `${data.total} ${data.total === 1 ? 'account matches' : 'accounts match'} these filters, newest first`
              : `${data.total} ${data.total === 1 ? 'account' : 'accounts'}, newest first`
          : '\u00a0'}
      </p>
      <section id="users-list" aria-label="Account list" aria-busy={users.isFetching || undefined}>
        <AdminTable
          caption="Accounts"
          columns={columns}
          page={data}
          rowKey={(user) => user.id}
          actions={actions}
          isPending={users.isPending}
          isError={users.isError}
          emptyText={filtered ? 'No accounts match these filters.' : 'No accounts yet.'}
          onPageChange={setPage}
        />
      </section>
      <InvitationsSection />
      <ConfirmUserChange
        pending={pending}
        saving={update.isPending}
        error={refusal}
        onCancel={cancel}
        onConfirm={() => pending && void send(pending.user, pending.changes)}
      />
      <ChangeRoleDialog
        user={roleOf}
        isSelf={roleOf !== null && roleOf.id === me?.id}
        saving={update.isPending}
        error={refusal}
        onCancel={cancel}
        onSave={(role) => roleOf && void send(roleOf, { role })}
      />
    </div>
  )
}
