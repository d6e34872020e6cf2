import { useId, type ReactNode } from 'react'
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form'
import { AdminIcon, FieldError } from '@/components/admin'

/** The message under `name`: a browser-side rule or the server's 422. */
export function errorOf<T extends FieldValues>(form: UseFormReturn<T>, name: string): string | undefined {
  const message = form.getFieldState(name as Path<T>, form.formState).error?.message
  return typeof message === 'string' && message !== '' ? message : undefined
}

/** The ids an input's aria-describedby lists: its hint, then its error. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ')
  return list || undefined
}

/** A card of the editor: a fieldset named by its title, with the lock's note when its fields are locked. */
export function Section({
  title,
  intro,
  lockNote,
  children,
}: {
  title: string
  intro?: string
  /** Set when the status locks the section's fields: they are disabled, and this says why. */
  lockNote?: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <fieldset
      className="card mb-4 experiment-form__section"
      aria-labelledby={`${id}-title`}
      aria-describedby={lockNote ? `${id}-lock` : undefined}
      disabled={lockNote !== undefined}
    >
      <div className="card-body">
        <legend id={`${id}-title`} className="h5 card-title">
          {title}
        </legend>
        {lockNote ? (
          <p id={`${id}-lock`} className="experiment-lock">
            <AdminIcon name="lock" size={16} />
            {lockNote}
          </p>
        ) : null}
        {intro ? <p className="text-body-secondary small">{intro}</p> : null}
        {children}
      </div>
    </fieldset>
  )
}

/** A labelled input (or textarea) of the editor, with its hint, an optional unit after it, and its error. */
export function InputField<T extends FieldValues>({
  form,
  name,
  label,
  rules,
  hint,
  multiline = false,
  rows = 3,
  type = 'text',
  unit,
  maxLength,
  inputMode,
  className = '',
  counter,
}: {
  form: UseFormReturn<T>
  name: Path<T>
  label: string
  rules?: RegisterOptions<T, Path<T>>
  hint?: ReactNode
  multiline?: boolean
  rows?: number
  type?: 'text' | 'number'
  unit?: string
  maxLength?: number
  inputMode?: 'numeric' | 'decimal'
  className?: string
  /** The characters typed so far, shown against maxLength. */
  counter?: number
}) {
  const id = useId()
  const error = errorOf(form, name)
  const hintId = hint ? `${id}-hint` : undefined
  const counterId = counter !== undefined && maxLength ? `${id}-count` : undefined
  const common = {
    id,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hintId, error && `${id}-error`),
    maxLength,
    ...form.register(name, rules),
  }
  const input = multiline ? (
    <textarea rows={rows} {...common} />
  ) : (
    <input type={type} inputMode={inputMode} step={type === 'number' ? 'any' : undefined} {...common} />
  )
  return (
    <div className={`admin-form__field ${className}`.trim()}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {unit ? (
        <div className="input-group experiment-form__unit">
          {input}
          <span className="input-group-text">{unit}</span>
        </div>
      ) : (
        input
      )}
      {hint || counterId ? (
        <div className="form-text d-flex justify-content-between gap-3">
          {hint ? <span id={hintId}>{hint}</span> : <span />}
          {counterId ? (
            <span id={counterId} className="experiment-form__counter" aria-hidden="true">
              {counter} / {maxLength}
            </span>
          ) : null}
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
