/**
 * ConfirmDeleteModal: 'Are you sure want to delete {itemTitle} ?' (SPEC §2,
 * exact text) with Cancel and Delete buttons. Delete is disabled while
 * `pending`. The caller deletes, closes the modal and shows the toast.
 *
 * Props: open, itemTitle, onCancel, onConfirm, pending, title (dialog
 * heading, default 'Confirm delete').
 */
import { Modal } from '@/components/Modal'

export interface ConfirmDeleteModalProps {
  open: boolean
  itemTitle: string
  onCancel: () => void
  onConfirm: () => void
  pending?: boolean
  title?: string
}

export function confirmDeleteText(itemTitle: string): string {
  return `Are you sure want to delete ${itemTitle} ?`
}

export function ConfirmDeleteModal({
  open,
  itemTitle,
  onCancel,
  onConfirm,
  pending = false,
  title = 'Confirm delete',
}: ConfirmDeleteModalProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title}>
      <p className="confirm-delete__text">{confirmDeleteText(itemTitle)}</p>
      <div className="admin-form__actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={pending}>
          {pending ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </Modal>
  )
}
