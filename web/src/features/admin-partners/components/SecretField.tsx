import { useId } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { FieldError } from '@/components/admin'
import { notifyError, notifySuccess } from '@/lib/notify'
import type { PartnerFormValues } from '../types'

/**
 * The webhook secret (the HMAC key the partner checks signatures with):
 * shown, copyable, and "Generate new" empties it so the server makes a
 * fresh one on save.
 */
export function SecretField({ form }: { form: UseFormReturn<PartnerFormValues> }) {
  const id = useId()
  const secret = form.watch('webhook_secret')
  const error = form.getFieldState('webhook_secret', form.formState).error?.message
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret)
      notifySuccess('Webhook secret copied.')
    } catch {
      notifyError('Could not copy: select the secret and copy it by hand.')
    }
  }
  return (
    <div className="admin-form__field">
      <label htmlFor={id} className="form-label">
        Webhook secret
      </label>
      <div className="input-group">
        <input
          id={id}
          className={`form-control font-monospace${error ? ' is-invalid' : ''}`}
          readOnly
          placeholder="A new secret is generated when you save"
          aria-describedby={`${id}-hint`}
          {...form.register('webhook_secret')}
        />
        <button type="button" className="btn btn-outline-secondary" onClick={() => void copy()} disabled={!secret}>
          Copy
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => form.setValue('webhook_secret', '', { shouldDirty: true })}
          disabled={!secret}
        >
          Generate new
        </button>
      </div>
      <div id={`${id}-hint`} className="form-text">
        Webhooks are signed with this key (HMAC-SHA256); give it to the partner.
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
