import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from '@/lib/form'

export interface FormFieldProps {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error?: string
  hint?: string
  type?: 'text' | 'email' | 'tel'
  placeholder?: string
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'email' | 'tel'
  maxLength?: number
  className?: string
  /** Renders a <textarea> or <select> instead of an <input>. */
  as?: 'textarea' | 'select'
  children?: ReactNode
}

/**
 * A labelled field with its hint and its error (browser-side or from the
 * server's 422). Shared by the lead and opt-out forms.
 */
export function FormField({
  id,
  label,
  registration,
  error,
  hint,
  type = 'text',
  placeholder,
  autoComplete,
  inputMode,
  maxLength,
  className = '',
  as,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    ...registration,
  }

  return (
    <div className={`form-field ${className}`}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {as === 'select' ? (
        <select className={`form-select${error ? ' is-invalid' : ''}`} {...common}>
          {children}
        </select>
      ) : as === 'textarea' ? (
        <textarea className={`form-control${error ? ' is-invalid' : ''}`} rows={3} placeholder={placeholder} {...common} />
      ) : (
        <input
          type={type}
          className={`form-control${error ? ' is-invalid' : ''}`}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          {...common}
        />
      )}
      {hint ? (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </div>
  )
}
