import { useId, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { useForm } from '@/lib/form'
import { GENERIC_ERROR } from '@/lib/notify'
import { useChangePassword } from '../api/change-password'
import { AuthField, NewPasswordFields, type NewPasswordValues } from './AuthField'

interface ChangePasswordValues extends NewPasswordValues {
  current_password: string
}

const emptyValues: ChangePasswordValues = { current_password: '', password: '', confirmation: '' }

/** /user: a new password for the signed-in account; its other sessions end. */
export function ChangePasswordForm() {
  const id = useId()
  const change = useChangePassword()
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  const form = useForm<ChangePasswordValues>({ defaultValues: emptyValues })
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form

  const onSubmit = async ({ current_password, password }: ChangePasswordValues) => {
    setOutcome(null)
    try {
      const response = await change.mutateAsync({ current_password, password })
      reset()
      setOutcome({ ok: true, message: response.message })
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        for (const field of ['current_password', 'password'] as const) {
          if (error.fieldErrors[field]) setError(field, { type: 'server', message: error.fieldErrors[field] })
        }
      } else {
        setOutcome({ ok: false, message: error instanceof ApiError && error.status === 429 ? error.message : GENERIC_ERROR })
      }
    }
  }

  return (
    <form noValidate className="change-password" onSubmit={handleSubmit(onSubmit)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-card__subtitle">
        Change password
      </h2>
      <AuthField
        id={`${id}-current`}
        label="Current password"
        type="password"
        autoComplete="current-password"
        field={register('current_password', { required: 'Please enter your current password.' })}
        error={errors.current_password}
      />
      <NewPasswordFields id={id} form={form} hint="At least 8 characters. Your other sessions will be signed out." />
      <button type="submit" className="btn btn-primary" disabled={change.isPending}>
        {change.isPending ? 'Saving…' : 'Change password'}
      </button>
      <div aria-live="polite">
        {outcome ? (
          <p className={`alert ${outcome.ok ? 'alert-success' : 'alert-danger'} mt-3 mb-0`} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.message}
          </p>
        ) : null}
      </div>
    </form>
  )
}
