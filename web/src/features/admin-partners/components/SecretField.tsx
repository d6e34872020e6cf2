import { useId, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { FieldError, reportAdminError } from '@/components/admin'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useRotatePartnerSecret } from '../api/rotate-secret'
import type { PartnerFormValues } from '../types'

/**
 * The webhook secret (the HMAC key the partner checks signatures with). It
 * is shown only when it is made: a new partner may be given one (else the
 * server makes one, shown after saving); an existing partner gets a new
 * one with "Make a new secret", shown here once.
 */
export function SecretField({ form, partnerId }: { form: UseFormReturn<PartnerFormValues>; partnerId: number | null }) {
  const id = useId()
  const error = form.getFieldState('webhook_secret', form.formState).error?.message
  const rotate = useRotatePartnerSecret()
  const [fresh, setFresh] = useState<string | null>(null)

  if (partnerId === null) {
    return (
      <div className="admin-form__field">
        <label htmlFor={id} className="form-label">
          Webhook secret
        </label>
        <input
          id={id}
          className={`form-control font-monospace${error ? ' is-invalid' : ''}`}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          placeholder="Leave empty for a random one"
          {...form.register('webhook_secret')}
        />
        <div id={`${id}-hint`} className="form-text">
          Webhooks are signed with this key (HMAC-SHA256). It is shown once, after saving: give it to the partner then.
        </div>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    )
  }

  const makeNew = async () => {
    try {
      const answer = await rotate.mutateAsync(partnerId)
      setFresh(answer.data.webhook_secret)
      notifySuccess(answer.message)
    } catch (e) {
      reportAdminError(e)
    }
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(fresh ?? '')
      notifySuccess('Webhook secret copied.')
    } catch {
      notifyError('Could not copy: select the secret and copy it by hand.')
    }
  }
  return (
    <div className="admin-form__field">
      <span className="form-label d-block">Webhook secret</span>
      {fresh ? (
        <>
          <div className="input-group">
            <input id={id} className="form-control font-monospace" readOnly value={fresh} aria-label="New webhook secret" />
            <button type="button" className="btn btn-outline-secondary" onClick={() => void copy()}>
              Copy
            </button>
          </div>
          <div className="form-text" role="status">
            Give this secret to the partner now: it is not shown again. Their webhook must check signatures with it from now on.
          </div>
        </>
      ) : (
        <>
          <p className="form-text mt-0">Set, and not shown again. Make a new one if the partner lost it or it may have leaked.</p>
          <button type="button" className="btn btn-outline-secondary" onClick={() => void makeNew()} disabled={rotate.isPending}>
            {rotate.isPending ? 'Making…' : 'Make a new secret'}
          </button>
        </>
      )}
    </div>
  )
}
