import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { AuthField, NewPasswordFields } from './AuthField'
import { ApiError } from '@/lib/api-client'
import { homeFor } from '@/lib/auth'
import { useForm } from '@/lib/form'
import { GENERIC_ERROR, notifySuccess } from '@/lib/notify'
import { useAcceptInvitation } from '../api/accept-invitation'
import type { InvitationOffer } from '../api/show-invitation'

/** A name's length rule, as the server has it. */
const atMost100 = (value: string) => (value.trim().length <= 100 ? true : 'At most 100 characters.')

interface AcceptValues {
  first_name: string
  last_name: string
  password: string
  confirmation: string
}

/** The invited person's name and new password; accepted, they land signed in where their role works. */
export function AcceptInvitationForm({ token, offer }: { token: string; offer: InvitationOffer }) {
  const id = useId()
  const navigate = useNavigate()
  const accept = useAcceptInvitation()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<AcceptValues>({ defaultValues: { first_name: '', last_name: '', password: '', confirmation: '' } })
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form

  const onSubmit = async ({ first_name, last_name, password }: AcceptValues) => {
    setFormError(null)
    try {
      const response = await accept.mutateAsync({ token, first_name, last_name, password })
      notifySuccess(response.message)
      navigate(homeFor(response.user.role), { replace: true })
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        for (const field of ['first_name', 'last_name', 'password'] as const) {
          const message = error.fieldErrors[field]
          if (message) setError(field, { type: 'server', message })
        }
        if (error.fieldErrors.token) setFormError(error.fieldErrors.token)
      } else if (error instanceof ApiError && (error.status === 409 || error.status === 429)) {
        setFormError(error.message)
      } else {
        setFormError(GENERIC_ERROR)
      }
    }
  }

  return (
    <form noValidate className="auth-form" onSubmit={handleSubmit(onSubmit)}>
      <div className="mb-3">
        <label htmlFor={`${id}-email`} className="form-label">
          Email
        </label>
        <input id={`${id}-email`} type="email" className="form-control" value={offer.email} readOnly autoComplete="username" />
      </div>
      <AuthField
        id={`${id}-first`}
        label="First name"
        type="text"
        autoComplete="given-name"
        field={register('first_name', { required: 'First name is required.', validate: atMost100 })}
        error={errors.first_name}
      />
      <AuthField
        id={`${id}-last`}
        label="Last name"
        type="text"
        autoComplete="family-name"
        field={register('last_name', { required: 'Last name is required.', validate: atMost100 })}
        error={errors.last_name}
      />
      <NewPasswordFields
        id={id}
        form={form}
        hint={offer.has_account ? 'At least 8 characters. It replaces the password of your account.' : 'At least 8 characters.'}
      />
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={accept.isPending}>
        {accept.isPending ? 'Accepting…' : 'Accept the invitation'}
      </button>
      {formError ? (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {formError}
        </div>
      ) : null}
    </form>
  )
}
