import type { FieldError, UseFormReturn, UseFormRegisterReturn } from '@/lib/form'

export interface AuthFieldProps {
  /** The input's id; the label points at it. */
  id: string
  label: string
  type: 'text' | 'email' | 'password'
  autoComplete: string
  field: UseFormRegisterReturn
  error?: FieldError
  hint?: string
}

/** One labelled input of the account forms, with its error (client or server) under it. */
export function AuthField({ id, label, type, autoComplete, field, error, hint }: AuthFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={hintId}
        {...field}
      />
      {hint ? (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      ) : null}
      {error ? <div className="invalid-feedback">{error.message}</div> : null}
    </div>
  )
}

/** The client-side rule every new password meets (the server checks it too). */
export function newPasswordRule(value: string): true | string {
  return value.length >= 8 ? true : 'Password must be at least 8 characters.'
}

/** The values of a form that sets a new password: the password and its repetition. */
export interface NewPasswordValues {
  password: string
  confirmation: string
}

/**
 * The new password and its repetition, checked in the browser (length, the
 * two match) before the server checks them again.
 */
export function NewPasswordFields<T extends NewPasswordValues>({
  id,
  form,
  hint,
}: {
  id: string
  form: Pick<UseFormReturn<T>, 'register' | 'getValues' | 'formState'>
  hint: string
}) {
  // The generic form is narrowed to the two fields this component owns.
  const { register, getValues, formState } = form as unknown as Pick<
    UseFormReturn<NewPasswordValues>,
    'register' | 'getValues' | 'formState'
  >
  return (
    <>
      <AuthField
        id={`${id}-password`}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={hint}
        field={register('password', { required: 'Password is required.', validate: newPasswordRule })}
        error={formState.errors.password}
      />
      <AuthField
        id={`${id}-confirmation`}
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        field={register('confirmation', {
          required: 'Please repeat the new password.',
          validate: (value: string) => (value === getValues().password ? true : 'The two passwords differ.'),
        })}
        error={formState.errors.confirmation}
      />
    </>
  )
}
