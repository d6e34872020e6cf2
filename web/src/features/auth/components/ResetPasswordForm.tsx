import { useId, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { useForm } from '@/lib/form'
import { GENERIC_ERROR } from '@/lib/notify'
import { useForgotPassword } from '../api/forgot-password'
import { AuthField } from './AuthField'

/**
 * The spec's reset form: an e-mail address and a button. The server mails a
 * single-use link when the account exists, and answers the same either way.
 */
export function ResetPasswordForm() {
  const id = useId()
  const forgot = useForgotPassword()
  const [outcome, setOutcome] = useState<{ kind: 'sent' | 'error'; message: string } | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } })

  const onSubmit = async ({ email }: { email: string }) => {
    setOutcome(null)
    try {
      const response = await forgot.mutateAsync(email)
      setOutcome({ kind: 'sent', message: response.message })
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fieldErrors.email) {
        setError('email', { type: 'server', message: error.fieldErrors.email })
      } else if (error instanceof ApiError && error.status === 429) {
        setOutcome({ kind: 'error', message: error.message })
      } else {
        setOutcome({ kind: 'error', message: GENERIC_ERROR })
      }
    }
  }

  return (
    <form noValidate className="auth-form" onSubmit={handleSubmit(onSubmit)}>
      <AuthField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        field={register('email', { required: 'Email is required.' })}
        error={errors.email}
      />
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={forgot.isPending}>
        {forgot.isPending ? 'Sending…' : 'Request a password reset'}
      </button>
      <div aria-live="polite">
        {outcome ? (
          <p
            className={`alert ${outcome.kind === 'sent' ? 'alert-success' : 'alert-danger'} mt-3 mb-0`}
            role={outcome.kind === 'sent' ? 'status' : 'alert'}
          >
            {outcome.message}
          </p>
        ) : null}
      </div>
    </form>
  )
}
