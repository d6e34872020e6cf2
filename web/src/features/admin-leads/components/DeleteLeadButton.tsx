import { useState } from 'react'
import { Modal } from '@/components/Modal'
import { ApiError } from '@/lib/api-client'
import { GENERIC_ERROR } from '@/lib/notify'
import { useDeleteLead } from '../api/delete-lead'

export const DELETE_CONFIRM_TEXT = 'Delete this lead? This erases it and its consent record.'

export interface DeleteLeadButtonProps {
  leadId: number
  /** Who the lead is, for the dialog (e.g. the name and e-mail). */
  description: string
  onDeleted: (message: string) => void
}

/** Delete behind a confirmation: it is a privacy erasure and cannot be undone. */
export function DeleteLeadButton({ leadId, description, onDeleted }: DeleteLeadButtonProps) {
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const deleteLead = useDeleteLead()

  const close = () => {
    if (deleteLead.isPending) return
    setOpen(false)
    setError(null)
  }

  const confirm = () => {
    setError(null)
    deleteLead.mutate(leadId, {
      onSuccess: (response) => {
        setOpen(false)
        onDeleted(response?.message || 'Lead deleted')
      },
      onError: (cause) => setError(cause instanceof ApiError && cause.status !== 0 ? cause.message : GENERIC_ERROR),
    })
  }

  return (
    <>
      <button type="button" className="btn btn-outline-erase" onClick={() => setOpen(true)}>
        Delete lead
      </button>
      <Modal open={open} onClose={close} title="Delete lead">
        <p className="mb-2">
          <strong>{DELETE_CONFIRM_TEXT}</strong>
        </p>
        <p>
          Lead #{leadId}
          {description ? ` (${description})` : ''} and the proof of consent are removed for good. This cannot be undone; export the lead
          first if you need to keep a copy.
        </p>
        {error ? (
          <div className="alert alert-danger" role="alert">
            {error}
          </div>
        ) : null}
        <div className="d-flex flex-wrap gap-2 justify-content-end">
          <button type="button" className="btn btn-outline-secondary" onClick={close} disabled={deleteLead.isPending}>
            Cancel
          </button>
          <button type="button" className="btn btn-erase" onClick={confirm} disabled={deleteLead.isPending}>
            {deleteLead.isPending ? 'Deleting…' : 'Delete'}
          </button>
        </div>
      </Modal>
    </>
  )
}
