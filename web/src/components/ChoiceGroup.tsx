import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from '@/lib/form'

export interface ChoiceGroupProps {
  id: string
  /** The question: the group's legend. */
  legend: ReactNode
  /** Radios (one answer) or checkboxes (any number). */
  type: 'radio' | 'checkbox'
  options: ReadonlyArray<{ value: string; label: string }>
  registration: UseFormRegisterReturn
  error?: string
  hint?: string
  /** 'tiles': a grid of larger boxes; 'inline': short answers side by side (Yes / No); default: a list. */
  layout?: 'list' | 'inline' | 'tiles'
  className?: string
}

/**
 * A question answered by choosing: a fieldset whose legend is the
 * question, one labelled box per answer around a native radio or checkbox
 * (so the keyboard works as everywhere: Tab into the group, arrows between
 * radios, Space to tick), with its hint and its error (browser-side or
 * from the server's 422).
 */
export function ChoiceGroup({ id, legend, type, options, registration, error, hint, layout = 'list', className = '' }: ChoiceGroupProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <fieldset className={`choice-group choice-group--${layout} ${className}`} id={id}>
      <legend className="choice-group__legend">{legend}</legend>
      {hint ? (
        <p id={hintId} className="form-text choice-group__hint">
          {hint}
        </p>
      ) : null}
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className={`choice${error ? ' is-invalid' : ''}`}>
            <input
              type={type}
              className="form-check-input choice__input"
              value={option.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              {...registration}
            />
            <span className="choice__label">{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </fieldset>
  )
}
