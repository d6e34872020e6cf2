import { useId, useState } from 'react'
import { useForm, type RegisterOptions } from '@/lib/form'
import { Link, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { GENERIC_ERROR, notifyError, notifySuccess } from '@/lib/notify'
import { useRegister } from '../api/register'
import { AuthField, newPasswordRule } from './AuthField'

interface RegisterValues {
  first_name: string
  last_name: string
  email: string
  password: string
  terms: boolean
}

const defaultValues: RegisterValues = { first_name: '', last_name: '', email: '', password: '', terms: false }
const serverFields = ['first_name', 'last_name', 'email', 'password'] as const

/** SPEC §9: register 422 and 401 error toasts last 500 ms. */
const REGISTER_ERROR_TOAST_MS = 500

export function RegisterForm() {
  const id = useId()
  const navigate = useNavigate()
  const registration = useRegister()
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<RegisterValues>({ defaultValues })
  const [formError, setFormError] = useState<string | null>(null)

  const onSubmit = async ({ terms: _terms, ...values }: RegisterValues) => {
    setFormError(null)
    try {
      const response = await registration.mutateAsync(values)
      reset()
      notifySuccess(response.message || 'Registration successful. You can now log in.')
      navigate(paths.login)
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if ((serverFields as ReadonlyArray<string>).includes(field)) {
            setError(field as (typeof serverFields)[number], { type: 'server', message })
          }
        }
        notifyError(error.message, 'Error', { autoClose: REGISTER_ERROR_TOAST_MS })
      } else if (error instanceof ApiError && error.status === 401) {
        clearErrors()
        notifyError(error.message, 'Error', { autoClose: REGISTER_ERROR_TOAST_MS })
      } else if (error instanceof ApiError && error.status === 429) {
        // Too many sign-ups from this network: the wait stays on screen
        // under the form, which keeps what was typed.
        notifyError(error.message, 'Error', { autoClose: 5000 })
        setFormError(error.message)
      } else {
        notifyError(GENERIC_ERROR)
      }
    }
  }

  const text = (
    field: (typeof serverFields)[number],
    label: string,
    type: 'text' | 'email' | 'password',
    autoComplete: string,
    rules: RegisterOptions<string>,
  ) => (
    <AuthField
      id={`${id}-${field}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      field={register(field, rules)}
      error={errors[field]}
    />
  )

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="auth-form">
      <div className="row">
        <div className="col-sm-6">{text('first_name', 'First name', 'text', 'given-name', { required: 'First name is required.' })}</div>
        <div className="col-sm-6">{text('last_name', 'Last name', 'text', 'family-name', { required: 'Last name is required.' })}</div>
      </div>
      {text('email', 'Email', 'email', 'email', { required: 'Email is required.' })}
      {text('password', 'Password', 'password', 'new-password', {
        required: 'Password is required.',
        validate: newPasswordRule,
      })}
      <div className="form-check mb-3">
        <input
          id={`${id}-terms`}
          type="checkbox"
          className={`form-check-input${errors.terms ? ' is-invalid' : ''}`}
          {...register('terms', { required: 'Please agree to the terms and conditions.' })}
        />
        <label htmlFor={`${id}-terms`} className="form-check-label">
          I agree to the{' '}
          <Link to={paths.terms} target="_blank" rel="noopener">
            terms and conditions
          </Link>
        </label>
        {errors.terms ? <div className="invalid-feedback">{errors.terms.message}</div> : null}
      </div>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={registration.isPending}>
        {registration.isPending ? 'Creating account…' : 'Sign up'}
      </button>
    </form>
  )
}
