import { useId, useState, type FormEvent } from 'react'
import { FieldError, reportAdminError } from '@/components/admin'
import { ApiError, type FieldErrors } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useAddSuppression } from '../api/add-suppression'
import type { SuppressionInput } from '../types'

const empty: SuppressionInput = { phone: '', email: '', reason: '' }

/** Add one phone number and/or e-mail address to the list; the server's 422 shows under the fields. */
export function AddSuppressionForm() {
  const id = useId()
  const add = useAddSuppression()
  const [values, setValues] = useState<SuppressionInput>(empty)
  const [errors, setErrors] = useState<FieldErrors>({})

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setErrors({})
    try {
      const answer = await add.mutateAsync(values)
      setValues(empty)
      notifySuccess(answer.message)
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setErrors(error.fieldErrors)
        notifyError(error.message)
        return
      }
      reportAdminError(error)
    }
  }

  const field = (name: keyof SuppressionInput, label: string, type: string, extra: Record<string, string> = {}) => (
    <div className="suppression-form__field">
      <label htmlFor={`${id}-${name}`} className="form-label">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        className={`form-control${errors[name] ? ' is-invalid' : ''}`}
        value={values[name]}
        onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...extra}
      />
      <FieldError id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  )

  return (
    <form className="suppression-form" noValidate onSubmit={(event) => void submit(event)} aria-label="Add to the do-not-contact list">
      {field('phone', 'Phone', 'tel', { autoComplete: 'off', placeholder: '(555) 123-4567' })}
      {field('email', 'E-mail', 'email', { autoComplete: 'off' })}
      {field('reason', 'Reason', 'text', { maxLength: '500', placeholder: 'Asked not to be contacted' })}
      <div className="suppression-form__field suppression-form__submit">
        <button type="submit" className="btn btn-primary" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add to list'}
        </button>
      </div>
    </form>
  )
}
