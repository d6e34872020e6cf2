import { useId, useState } from 'react'
import { useForm } from '@/lib/form'
import { Link, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { homeFor } from '@/lib/auth'
import { GENERIC_ERROR, notifyError, notifySuccess } from '@/lib/notify'
import { isSecondStep, useLogin, type LoginInput, type SecondStepRequired } from '../api/login'
import { PasskeySignInButton } from './PasskeySignInButton'
import { SecondStepForm } from './SecondStepForm'

export function LoginForm() {
  const id = useId()
  const navigate = useNavigate()
  const login = useLogin()
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    formState: { errors },
  } = useForm<LoginInput>({ defaultValues: { email: '', password: '', remember: false } })
  const [formError, setFormError] = useState<string | null>(null)
  const [secondStep, setSecondStep] = useState<{ answer: SecondStepRequired; remember: boolean } | null>(null)

  const onSubmit = async (values: LoginInput) => {
    setFormError(null)
    try {
      const response = await login.mutateAsync(values)
      if (isSecondStep(response)) {
        setSecondStep({ answer: response, remember: values.remember })
        return
      }
      notifySuccess(response.message || 'You are now logged in.')
      navigate(homeFor(response.user.role))
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field === 'email' || field === 'password') setError(field, { type: 'server', message })
        }
        notifyError(error.message, 'Error', { autoClose: 5000 })
      } else if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 429)) {
        clearErrors()
        notifyError(error.message, 'Error', { autoClose: 5000 })
        // A 429's wait outlives the toast: it stays under the form.
        if (error.status === 429) setFormError(error.message)
      } else {
        notifyError(GENERIC_ERROR)
      }
    }
  }

  if (secondStep) {
    return (
      <SecondStepForm
        mfaToken={secondStep.answer.mfa_token}
        methods={secondStep.answer.methods}
        remember={secondStep.remember}
        onRestart={(message) => {
          setSecondStep(null)
          setFormError(message)
        }}
      />
    )
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="auth-form">
      <div className="mb-3">
        <label htmlFor={`${id}-email`} className="form-label">
          Email
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          className={`form-control${errors.email ? ' is-invalid' : ''}`}
          aria-invalid={errors.email ? true : undefined}
          {...register('email', { required: 'Email is required.' })}
        />
        {errors.email ? <div className="invalid-feedback">{errors.email.message}</div> : null}
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-password`} className="form-label">
          Password
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          className={`form-control${errors.password ? ' is-invalid' : ''}`}
          aria-invalid={errors.password ? true : undefined}
          {...register('password', { required: 'Password is required.' })}
        />
        {errors.password ? <div className="invalid-feedback">{errors.password.message}</div> : null}
      </div>
      <div className="d-flex justify-content-between align-items-center mb-3 flex-wrap gap-2">
        <div className="form-check">
          <input id={`${id}-remember`} type="checkbox" className="form-check-input" {...register('remember')} />
          <label htmlFor={`${id}-remember`} className="form-check-label">
            Remember password
          </label>
        </div>
        <Link to={paths.resetPassword}>Forgot password?</Link>
      </div>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={login.isPending}>
        {login.isPending ? 'Logging in…' : 'Log in'}
      </button>
      <p className="auth-form__or" aria-hidden="true">
        or
      </p>
      <PasskeySignInButton remember={() => getValues().remember} />
    </form>
  )
}
