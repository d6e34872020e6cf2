import { Modal } from '@/components/Modal'
import { userName, type AdminUser, type UserChange } from '../types'

export interface PendingChange {
  user: AdminUser
  changes: UserChange
}

export interface ConfirmUserChangeProps {
  pending: PendingChange | null
  /** The change concerns the signed-in admin's own account. */
  isSelf: boolean
  saving: boolean
  /** The server's refusal (422), shown in the dialog. */
  error: string | null
  onCancel: () => void
  onConfirm: () => void
}

interface Wording {
  title: string
  text: string
  confirm: string
  danger: boolean
}

/** What the dialog says for each change; every one of them ends the account's sessions. */
export function changeWording(user: AdminUser, changes: UserChange, isSelf: boolean): Wording {
  const who = `${userName(user)} (${user.email})`
  if (changes.disabled === true) {
    return {
      title: 'Disable account',
      text: `Disable ${who}? They are signed out at once and cannot log in until the account is enabled again.`,
      confirm: 'Disable',
      danger: true,
    }
  }
  if (changes.disabled === false) {
    return {
      title: 'Enable account',
      text: `Enable ${who}? They can log in again; the sessions that ended when it was disabled stay ended.`,
      confirm: 'Enable',
      danger: false,
    }
  }
  if (changes.role === 'admin') {
    return {
      title: 'Make admin',
      text: `Give ${who} the admin role? They are signed out and get the admin area when they log in again.`,
      confirm: 'Make admin',
      danger: false,
    }
  }
  return {
    title: 'Remove admin role',
    text: isSelf
      ? 'Remove your own admin role? You are signed out at once and lose access to the admin area.'
      : `Make ${who} a plain user? They are signed out at once and lose access to the admin area.`,
    confirm: 'Make user',
    danger: true,
  }
}

/** The confirmation before a role or disabled change, with the server's refusal when there is one. */
export function ConfirmUserChange({ pending, isSelf, saving, error, onCancel, onConfirm }: ConfirmUserChangeProps) {
  const wording = pending ? changeWording(pending.user, pending.changes, isSelf) : null
  return (
    <Modal open={pending !== null} onClose={onCancel} title={wording?.title ?? ''}>
      {wording ? (
        <>
          <p>{wording.text}</p>
          {error ? (
            <div className="alert alert-danger" role="alert">
              {error}
            </div>
          ) : null}
          <div className="admin-form__actions">
            <button type="button" className="btn btn-secondary" onClick={onCancel}>
              Cancel
            </button>
            <button type="button" className={`btn ${wording.danger ? 'btn-danger' : 'btn-primary'}`} onClick={onConfirm} disabled={saving}>
              {saving ? 'Saving…' : wording.confirm}
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  )
}
