import { useId, useState, type FormEvent } from 'react'
import { reportAdminError } from '@/components/admin'
import { ApiError } from '@/lib/api-client'
import { notifySuccess } from '@/lib/notify'
import { useDownloadPrivacyExport } from '../api/download-export'
import { usePrivacyRequestAction, type PrivacyAction } from '../api/privacy-request-action'
import type { PrivacyRequestDetail } from '../types'

const COMPLETE_LABELS = {
  access: 'Mark as answered',
  delete: 'Erase and complete',
  correct: 'Record the correction and complete',
  opt_out: 'Add to do-not-contact and complete',
} as const

/** One action with its note: verify identity, deny, or complete. */
function ActionForm({
  request,
  action,
  label,
  noteLabel,
  noteRequired,
  buttonClass,
  confirmText,
}: {
  request: PrivacyRequestDetail
  action: PrivacyAction
  label: string
  noteLabel: string
  noteRequired: boolean
  buttonClass: string
  confirmText?: string
}) {
  const id = useId()
  const run = usePrivacyRequestAction()
  const [note, setNote] = useState('')
  const [error, setError] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError('')
    if (noteRequired && note.trim() === '') {
      setError(`${noteLabel} is required.`)
      return
    }
    if (confirmText && !window.confirm(confirmText)) return
    try {
      const answer = await run.mutateAsync({ id: request.id, action, note: note.trim() })
      notifySuccess(answer.message)
      setNote('')
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) setError(err.fieldErrors.note || err.message)
      else reportAdminError(err)
    }
  }

  return (
    <form className="privacy-action mb-3" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-note`} className="form-label">
        {noteLabel}
        {noteRequired ? '*' : ' (optional)'}
      </label>
      <textarea
        id={`${id}-note`}
        className={`form-control mb-2${error ? ' is-invalid' : ''}`}
        rows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block mb-2">
          {error}
        </div>
      ) : null}
      <button type="submit" className={`btn ${buttonClass}`} disabled={run.isPending}>
        {run.isPending ? 'Working…' : label}
      </button>
    </form>
  )
}

/** What the operator can do with a request in its current status. */
export function RequestActions({ request }: { request: PrivacyRequestDetail }) {
  const download = useDownloadPrivacyExport()
  const open = request.status === 'unconfirmed' || request.status === 'confirmed'
  if (!open) {
    return request.type === 'access' && request.status === 'completed' ? (
      <button type="button" className="btn btn-outline-primary" onClick={() => download.mutate(request.id, { onError: reportAdminError })}>
        Download the export (JSON)
      </button>
    ) : null
  }
  const leads = request.matching_leads.length
  return (
    <div>
      {request.status === 'unconfirmed' ? (
        <>
          <p className="text-muted small">
            Nothing is disclosed or erased until the requester confirms from the mailed link
            {request.email ? '' : ' — this request has no e-mail address'}, or you verify their identity another way.
          </p>
          <ActionForm
            request={request}
            action="verify"
            label="Verify identity"
            noteLabel="How the requester was verified"
            noteRequired
            buttonClass="btn-primary"
          />
        </>
      ) : (
        <>
          {request.type === 'access' ? (
            <p>
              <button
                type="button"
                className="btn btn-outline-primary"
                disabled={download.isPending}
                onClick={() => download.mutate(request.id, { onError: reportAdminError })}
              >
                Download the export (JSON)
              </button>
            </p>
          ) : null}
          <ActionForm
            request={request}
            action="complete"
            label={COMPLETE_LABELS[request.type]}
            noteLabel={request.type === 'correct' ? 'What was corrected' : 'Outcome note'}
            noteRequired={request.type === 'correct'}
            buttonClass={request.type === 'delete' ? 'btn-danger' : 'btn-primary'}
            confirmText={
              request.type === 'delete'
                ? `Erase the personal data of ${leads} lead${leads === 1 ? '' : 's'} of this person${
                    request.account && !request.account.staff ? ' and delete their account' : ''
                  }? This cannot be undone.`
                : undefined
            }
          />
        </>
      )}
      <ActionForm
        request={request}
        action="deny"
        label="Deny the request"
        noteLabel="Reason for denying"
        noteRequired
        buttonClass="btn-outline-danger"
      />
    </div>
  )
}
