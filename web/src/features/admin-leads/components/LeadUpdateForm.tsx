import { useId, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { ApiError } from '@/lib/api-client'
import { GENERIC_ERROR, notifyError, notifySuccess } from '@/lib/notify'
import { useUpdateLead } from '../api/update-lead'
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type Lead, type LeadStatus } from '../types'

export const NOTES_MAX_LENGTH = 10000
export const LEAD_UPDATED_MESSAGE = 'Lead updated'

interface LeadUpdateValues {
  status: LeadStatus
  notes: string
}

const fields = ['status', 'notes'] as const

/** Status and notes, saved together with PATCH /api/admin/leads/{id}. */
export function LeadUpdateForm({ lead }: { lead: Lead }) {
  const id = useId()
  const updateLead = useUpdateLead()
  const values = useMemo(() => ({ status: lead.status, notes: lead.notes }), [lead.status, lead.notes])
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<LeadUpdateValues>({ values, resetOptions: { keepDirtyValues: true } })

  const onSubmit = handleSubmit(async (form) => {
    try {
      await updateLead.mutateAsync({ id: lead.id, changes: { status: form.status, notes: form.notes } })
      notifySuccess(LEAD_UPDATED_MESSAGE)
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const unplaced: string[] = []
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if ((fields as ReadonlyArray<string>).includes(field)) {
            setError(field as (typeof fields)[number], { type: 'server', message })
          } else {
            unplaced.push(message)
          }
        }
        if (unplaced.length > 0 || Object.keys(error.fieldErrors).length === 0) {
          notifyError(unplaced.join(' ') || error.message || GENERIC_ERROR)
        }
        return
      }
      notifyError(error instanceof ApiError && error.status !== 0 ? error.message : GENERIC_ERROR)
    }
  })

  const statusError = errors.status?.message
  const notesError = errors.notes?.message

  return (
    <form className="lead-update" onSubmit={onSubmit} noValidate aria-label="Update lead">
      <div className="mb-3">
        <label htmlFor={`${id}-status`} className="form-label">
          Status
        </label>
        <select
          id={`${id}-status`}
          className={`form-select${statusError ? ' is-invalid' : ''}`}
          aria-invalid={statusError ? true : undefined}
          aria-describedby={statusError ? `${id}-status-error` : undefined}
          {...register('status')}
        >
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        {statusError ? (
          <div id={`${id}-status-error`} className="invalid-feedback d-block">
            {statusError}
          </div>
        ) : null}
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-notes`} className="form-label">
          Notes
        </label>
        <textarea
          id={`${id}-notes`}
          className={`form-control${notesError ? ' is-invalid' : ''}`}
          rows={5}
          aria-invalid={notesError ? true : undefined}
          aria-describedby={[`${id}-notes-hint`, notesError ? `${id}-notes-error` : ''].filter(Boolean).join(' ')}
          {...register('notes', {
            maxLength: { value: NOTES_MAX_LENGTH, message: `Notes can be at most ${NOTES_MAX_LENGTH} characters.` },
          })}
        />
        <div id={`${id}-notes-hint`} className="form-text">
          Internal only: never shown to the visitor.
        </div>
        {notesError ? (
          <div id={`${id}-notes-error`} className="invalid-feedback d-block">
            {notesError}
          </div>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary" disabled={updateLead.isPending}>
        {updateLead.isPending ? 'Saving…' : 'Save changes'}
      </button>
      {isDirty && !updateLead.isPending ? <span className="lead-update__dirty">Unsaved changes</span> : null}
    </form>
  )
}
