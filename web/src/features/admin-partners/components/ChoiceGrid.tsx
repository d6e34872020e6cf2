import { useId } from 'react'
import type { Path, UseFormReturn } from 'react-hook-form'
import { FieldError } from '@/components/admin'
import type { PartnerFormValues } from '../types'

export interface ChoiceGridProps {
  form: UseFormReturn<PartnerFormValues>
  name: Extract<Path<PartnerFormValues>, 'states' | 'service_ids' | 'languages'>
  legend: string
  hint?: string
  choices: ReadonlyArray<{ value: string; label: string }>
}

/**
 * A fieldset of checkboxes in a scrollable grid, with Select all / none:
 * the partner's states and practice areas. The server's error for the
 * list shows under it.
 */
export function ChoiceGrid({ form, name, legend, hint, choices }: ChoiceGridProps) {
  const id = useId()
  const error = form.getFieldState(name, form.formState).error?.message
  const selected = form.watch(name)
  const set = (values: string[]) => form.setValue(name, values, { shouldDirty: true })
  return (
    <fieldset
      className="admin-form__field partner-choices"
      aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined}
    >
      <legend className="form-label">
        {legend} <span className="partner-choices__count">({selected.length} selected)</span>
      </legend>
      <div className="partner-choices__tools">
        <button type="button" className="btn btn-link btn-sm" onClick={() => set(choices.map((c) => c.value))}>
          Select all {legend.toLowerCase()}
        </button>
        <button type="button" className="btn btn-link btn-sm" onClick={() => set([])}>
          Select none
        </button>
      </div>
      <div className="partner-choices__grid">
        {choices.map((choice) => (
          <div className="form-check" key={choice.value}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`${id}-${choice.value}`}
              value={choice.value}
              {...form.register(name)}
            />
            <label className="form-check-label" htmlFor={`${id}-${choice.value}`}>
              {choice.label}
            </label>
          </div>
        ))}
      </div>
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}
