import type { ReactNode } from 'react'
import { Modal } from '@/components/Modal'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  pendingLabel: string
  pending: boolean
  /** Why the last attempt failed (a 409 says another experiment runs on the same target): shown in the dialog. */
  error?: string
  confirmDisabled?: boolean
  tone?: 'primary' | 'danger'
  onConfirm: () => void
  onClose: () => void
}

/** A question before an action that cannot be undone: what it does, Cancel, and the action; a refusal shows inside. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending,
  error,
  confirmDisabled = false,
  tone = 'primary',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <div className="experiment-confirm">
        {children}
        {error ? (
          <div className="alert alert-danger mb-0" role="alert">
            {error}
          </div>
        ) : null}
      </div>
      <div className="admin-form__actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className={`btn btn-${tone}`} onClick={onConfirm} disabled={pending || confirmDisabled}>
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  )
}
