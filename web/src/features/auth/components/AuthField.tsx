import type { UseFormRegisterReturn, FieldError } from '@/lib/form'

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
