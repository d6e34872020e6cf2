import { useId, useState } from 'react'
import { Modal } from '@/components/Modal'
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@/lib/roles'
import { STAFF_ROLE_CHOICES, userName, type AdminUser, type UserRole } from '../types'

export interface ChangeRoleDialogProps {
  /** The staff account whose role changes; null: closed. */
  user: AdminUser | null
  /** The account is the signed-in admin's own. */
  isSelf: boolean
  saving: boolean
  /** The server's refusal (422), shown in the dialog. */
  error: string | null
  onCancel: () => void
  onSave: (role: UserRole) => void
}

/** The staff roles and "user" to move a staff account to, each with what it may do; every change signs the account out. */
export function ChangeRoleDialog({ user, isSelf, saving, error, onCancel, onSave }: ChangeRoleDialogProps) {
  return (
    <Modal open={user !== null} onClose={onCancel} title="Change role">
      {user ? (
        <RoleChoice key={user.id} user={user} isSelf={isSelf} saving={saving} error={error} onCancel={onCancel} onSave={onSave} />
      ) : null}
    </Modal>
  )
}

function RoleChoice({ user, isSelf, saving, error, onCancel, onSave }: Omit<ChangeRoleDialogProps, 'user'> & { user: AdminUser }) {
  const id = useId()
  const [role, setRole] = useState<UserRole>(user.role)
  const choices: ReadonlyArray<UserRole> = [...STAFF_ROLE_CHOICES, 'user']
  const who = isSelf ? 'You are' : `${userName(user)} is`
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (role !== user.role) onSave(role)
      }}
    >
      <fieldset>
        <legend className="form-label">
          Role of {userName(user)} ({user.email})
        </legend>
        {choices.map((choice) => (
          <div className="form-check" key={choice}>
            <input
              className="form-check-input"
              type="radio"
              name={`${id}-role`}
              id={`${id}-${choice}`}
              value={choice}
              checked={role === choice}
              onChange={() => setRole(choice)}
              aria-describedby={`${id}-${choice}-text`}
            />
            <label className="form-check-label" htmlFor={`${id}-${choice}`}>
              {ROLE_LABELS[choice]}
              {choice === user.role ? ' (now)' : ''}
            </label>
            <p className="form-text mt-0" id={`${id}-${choice}-text`}>
              {ROLE_DESCRIPTIONS[choice]}
            </p>
          </div>
        ))}
      </fieldset>
      {role !== user.role ? (
        <p>
          {role === 'user'
            ? `${who} signed out at once and ${isSelf ? 'lose' : 'loses'} the admin area; coming back takes an invitation.`
            : `${who} signed out at once and ${isSelf ? 'get' : 'gets'} the ${ROLE_LABELS[role].toLowerCase()} screens at the next sign-in.`}
        </p>
      ) : null}
      {error ? (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      ) : null}
      <div className="admin-form__actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={`btn ${role === 'user' ? 'btn-danger' : 'btn-primary'}`} disabled={saving || role === user.role}>
          {saving ? 'Saving…' : 'Save role'}
        </button>
      </div>
    </form>
  )
}
