import { useId, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { forgetSession } from '@/lib/auth'
import { useForm } from '@/lib/form'
import { GENERIC_ERROR } from '@/lib/notify'
import { useResetPassword } from '../api/reset-password'
import { NewPasswordFields, type NewPasswordValues } from './AuthField'

/** The second step of a reset: the mailed link's token and a new password. */
export function NewPasswordForm({ token }: { token: string }) {
  const id = useId()
  const queryClient = useQueryClient()
  const reset = useResetPassword()
  const [done, setDone] = useState<string | null>(null)
  const [linkError, setLinkError] = useState<string | null>(null)
  const form = useForm<NewPasswordValues>({ defaultValues: { password: '', confirmation: '' } })
  const { handleSubmit, setError } = form

  const onSubmit = async ({ password }: NewPasswordValues) => {
    setLinkError(null)
    try {
      const response = await reset.mutateAsync({ token, password })
      // Every session of the account ended on the server, this one too.
      forgetSession(queryClient)
      setDone(response.message)
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        if (error.fieldErrors.password) setError('password', { type: 'server', message: error.fieldErrors.password })
        if (error.fieldErrors.token) setLinkError(error.fieldErrors.token)
      } else if (error instanceof ApiError && error.status === 429) {
        setLinkError(error.message)
      } else {
        setLinkError(GENERIC_ERROR)
      }
    }
  }

  if (done) {
    return (
      <div className="auth-form">
        <p className="alert alert-success" role="status">
          {done}
        </p>
        <Link to={paths.login} className="btn btn-primary btn-lg w-100">
          Log in
        </Link>
      </div>
    )
  }

  return (
    <form noValidate className="auth-form" onSubmit={handleSubmit(onSubmit)}>
      <NewPasswordFields id={id} form={form} hint="At least 8 characters." />
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={reset.isPending}>
        {reset.isPending ? 'Saving…' : 'Set the new password'}
      </button>
      {linkError ? (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {linkError} <Link to={paths.resetPassword}>Ask for a new link</Link>
        </div>
      ) : null}
    </form>
  )
}
