import { Modal } from '@/components/Modal'
import { userName, type AdminUser, type UserChange } from '../types'

export interface PendingChange {
  user: AdminUser
  changes: UserChange
}

export interface ConfirmUserChangeProps {
  pending: PendingChange | null
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
export function changeWording(user: AdminUser, changes: UserChange): Wording {
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
  // A partner firm's member leaving the firm: the only role change the list asks about this way
  // (the staff change roles in ChangeRoleDialog).
  return {
    title: 'Remove from the partner firm',
    text: `Remove ${who} from their partner firm? They are signed out at once, lose the partner portal and keep a visitor's account.`,
    confirm: 'Remove from firm',
    danger: true,
  }
}

/** The confirmation before a role or disabled change, with the server's refusal when there is one. */
export function ConfirmUserChange({ pending, saving, error, onCancel, onConfirm }: ConfirmUserChangeProps) {
  const wording = pending ? changeWording(pending.user, pending.changes) : null
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
