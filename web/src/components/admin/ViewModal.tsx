/**
 * ViewModal: read-only view of a record in the shared Modal, with a Close
 * button.
 *
 * Props: open, title (the record's title, used as the dialog's heading),
 * onClose, children (the record's content, e.g. <AdminImage variant="full"/>
 * and its text), size ('md' | 'lg', default 'lg').
 */
import type { ReactNode } from 'react'
import { Modal } from '@/components/Modal'

export interface ViewModalProps {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  size?: 'md' | 'lg'
}

export function ViewModal({ open, title, onClose, children, size = 'lg' }: ViewModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} size={size}>
      <div className="admin-view">{children}</div>
      <div className="admin-form__actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  )
}
