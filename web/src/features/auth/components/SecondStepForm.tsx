import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '@/lib/api-client'
import { homeFor } from '@/lib/auth'
import { useForm } from '@/lib/form'
import { GENERIC_ERROR, notifySuccess } from '@/lib/notify'
import type { SecondStepMethod } from '../api/login'
import { useLoginSecondStep } from '../api/login-second-step'
import { PasskeySignInButton } from './PasskeySignInButton'

/**
 * A sign-in's second step: the code the authenticator app shows, or one of
 * the recovery codes, or a passkey of the account (methods says which the
 * account has). A token that expired or was tried too often sends the
 * person back to the password (onRestart).
 */
export function SecondStepForm({
  mfaToken,
  methods,
  remember,
  onRestart,
}: {
  mfaToken: string
  methods: SecondStepMethod[]
  remember: boolean
  onRestart: (message: string) => void
}) {
  const id = useId()
  const navigate = useNavigate()
  const secondStep = useLoginSecondStep()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } })

  const onSubmit = async ({ code }: { code: string }) => {
    setFormError(null)
    try {
      const response = await secondStep.mutateAsync({ mfa_token: mfaToken, code })
      notifySuccess(response.message)
      navigate(homeFor(response.user.role))
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fieldErrors.code) {
        setError('code', { type: 'server', message: error.fieldErrors.code })
      } else if (error instanceof ApiError && error.status === 401) {
        onRestart(error.message)
      } else if (error instanceof ApiError && (error.status === 403 || error.status === 429)) {
        setFormError(error.message)
      } else {
        setFormError(GENERIC_ERROR)
      }
    }
  }

  const withPasskey = methods.includes('passkey')
  if (!methods.includes('totp')) {
    return (
      <div className="auth-form">
        <p>Your account signs in with a passkey: use it to finish.</p>
        <PasskeySignInButton remember={() => remember} label="Use your passkey" />
      </div>
    )
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="auth-form">
      <p>Open your authenticator app and enter the 6-digit code it shows for this site.</p>
      <div className="mb-3">
        <label htmlFor={`${id}-code`} className="form-label">
          Code
        </label>
        <input
          id={`${id}-code`}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          className={`form-control form-control-lg${errors.code ? ' is-invalid' : ''}`}
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={`${id}-code-hint${errors.code ? ` ${id}-code-error` : ''}`}
          {...register('code', { required: 'Enter the code.' })}
        />
        <div id={`${id}-code-hint`} className="form-text">
          Lost your phone? Enter one of your recovery codes instead.
        </div>
        {errors.code ? (
          <div id={`${id}-code-error`} className="invalid-feedback">
            {errors.code.message}
          </div>
        ) : null}
      </div>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={secondStep.isPending}>
        {secondStep.isPending ? 'Checking…' : 'Verify'}
      </button>
      {withPasskey ? (
        <>
          <p className="auth-form__or" aria-hidden="true">
            or
          </p>
          <PasskeySignInButton remember={() => remember} label="Use a passkey instead" />
        </>
      ) : null}
    </form>
  )
}
