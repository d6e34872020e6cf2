import { useId, useState } from 'react'
import { FormField } from '@/components/FormField'
import { ApiError } from '@/lib/api-client'
import { useForm } from '@/lib/form'
import { GENERIC_ERROR } from '@/lib/notify'
import { useCreateOptOut, type OptOutRecord, type OptOutScope } from '../api/create-opt-out'
import { SCOPES } from '../scopes'
import { optOutMessages, phoneDigits, validateOptOutEmail, validateOptOutPhone } from '../validation'

interface OptOutValues {
  phone: string
  email: string
}

const defaultValues: OptOutValues = { phone: '', email: '' }

/**
 * The opt-out form: a phone number and/or an e-mail address, and what to
 * stop. On success it hands what was recorded to onDone.
 */
export function OptOutForm({ onDone }: { onDone: (record: OptOutRecord, message: string) => void }) {
  const id = useId()
  const form = useForm<OptOutValues>({ defaultValues, mode: 'onTouched' })
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = form
  const [scope, setScope] = useState<OptOutScope>('all')
  const [scopeError, setScopeError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const createOptOut = useCreateOptOut()

  const submit = async (values: OptOutValues) => {
    setFormError(null)
    setScopeError(null)
    if (values.phone.trim() === '' && values.email.trim() === '') {
      setError('phone', { type: 'required', message: optOutMessages.contact })
      setError('email', { type: 'required', message: optOutMessages.contact })
      setFocus('phone')
      return
    }
    try {
      const answer = await createOptOut.mutateAsync({
        phone: values.phone.trim() === '' ? '' : phoneDigits(values.phone),
        email: values.email.trim(),
        scope,
      })
      onDone(answer.data, answer.message)
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field === 'phone' || field === 'email') setError(field, { type: 'server', message })
          else if (field === 'scope') setScopeError(message)
          else setFormError(message)
        }
      } else if (error instanceof ApiError && error.status === 429) {
        setFormError(error.message)
      } else {
        setFormError(GENERIC_ERROR)
      }
    }
  }

  const scopeErrorId = `${id}-scope-error`

  return (
    <form className="opt-out-form" method="post" noValidate onSubmit={handleSubmit(submit)} aria-busy={createOptOut.isPending}>
      <p className="text-body-secondary">Give the phone number and/or the e-mail address we should stop contacting.</p>
      <div className="row g-3">
        <FormField
          className="col-sm-6"
          id={`${id}-phone`}
          label="Phone number"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={20}
          hint={errors.phone ? undefined : '10 digits, such as 555 123 4567'}
          registration={register('phone', { validate: validateOptOutPhone })}
          error={errors.phone?.message}
        />
        <FormField
          className="col-sm-6"
          id={`${id}-email`}
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          registration={register('email', { validate: validateOptOutEmail })}
          error={errors.email?.message}
        />
        <div className="col-12">
          <fieldset aria-describedby={scopeError ? scopeErrorId : undefined}>
            <legend className="form-label fs-6 fw-semibold">What should we stop?</legend>
            {SCOPES.map((option) => (
              <div className="form-check" key={option.value}>
                <input
                  className={`form-check-input${scopeError ? ' is-invalid' : ''}`}
                  type="radio"
                  name="scope"
                  id={`${id}-scope-${option.value}`}
                  value={option.value}
                  checked={scope === option.value}
                  onChange={() => setScope(option.value)}
                  aria-describedby={`${id}-scope-${option.value}-hint`}
                />
                <label className="form-check-label" htmlFor={`${id}-scope-${option.value}`}>
                  {option.label}
                </label>
                <div id={`${id}-scope-${option.value}-hint`} className="form-text mt-0">
                  {option.hint}
                </div>
              </div>
            ))}
            {scopeError ? (
              <div id={scopeErrorId} className="invalid-feedback d-block">
                {scopeError}
              </div>
            ) : null}
          </fieldset>
        </div>
      </div>
      {formError ? (
        <div className="alert alert-danger mt-3" role="alert">
          {formError}
        </div>
      ) : null}
      <button type="submit" className="btn btn-accent btn-lg mt-3" disabled={createOptOut.isPending}>
        {createOptOut.isPending ? 'Sending…' : 'Stop contacting me'}
      </button>
    </form>
  )
}
