/**
 * TextField: a labelled text input or textarea bound to a react-hook-form
 * form, with its FieldError (browser rules or the server's 422 message).
 *
 * Props: form (the UseFormReturn given by RecordFormModal), name (field
 * name, also the server's error key), label, rules (register options, e.g.
 * { required: 'Title is required.' }), multiline (textarea), rows, type
 * ('text' | 'email' | 'url' | 'date' | 'datetime-local' | 'number'), hint, placeholder, maxLength.
 */
import { useId } from 'react'
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form'
import { FieldError } from './FieldError'

export interface TextFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>
  name: Path<T>
  label: string
  rules?: RegisterOptions<T, Path<T>>
  multiline?: boolean
  rows?: number
  type?: 'text' | 'email' | 'url' | 'date' | 'datetime-local' | 'number'
  hint?: string
  placeholder?: string
  maxLength?: number
}

export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  rules,
  multiline = false,
  rows = 4,
  type = 'text',
  hint,
  placeholder,
  maxLength,
}: TextFieldProps<T>) {
  const id = useId()
  const error = form.getFieldState(name, form.formState).error?.message
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = `${id}-error`
  const common = {
    id,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined,
    placeholder,
    maxLength,
    ...form.register(name, rules),
  }
  return (
    <div className="admin-form__field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {multiline ? <textarea rows={rows} {...common} /> : <input type={type} {...common} />}
      {hint ? (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      ) : null}
      <FieldError id={errorId} message={typeof error === 'string' ? error : undefined} />
    </div>
  )
}
