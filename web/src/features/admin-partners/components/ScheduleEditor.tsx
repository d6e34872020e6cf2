import { useId } from 'react'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import { FieldError } from '@/components/admin'
import { WEEKDAYS, type PartnerFormValues } from '../types'

/**
 * The weekly opening hours: one row per opening (day, opens, closes), added
 * and removed freely. No rows: the partner takes leads at any time.
 */
export function ScheduleEditor({ form }: { form: UseFormReturn<PartnerFormValues> }) {
  const id = useId()
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'schedule' })
  const error = form.getFieldState('schedule', form.formState).error?.message
  return (
    <fieldset className="admin-form__field partner-schedule" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="form-label">Opening hours</legend>
      <div id={`${id}-hint`} className="form-text">
        In the partner&apos;s time zone, 24-hour clock (24:00 is the end of the day). No rows: always open.
      </div>
      {fields.length > 0 ? (
        <ul className="partner-schedule__rows">
          {fields.map((field, index) => (
            <li key={field.id} className="partner-schedule__row">
              <div>
                <label className="form-label visually-hidden" htmlFor={`${id}-day-${index}`}>
                  Day of opening {index + 1}
                </label>
                <select
                  id={`${id}-day-${index}`}
                  className="form-select"
                  {...form.register(`schedule.${index}.day`, { valueAsNumber: true })}
                >
                  {WEEKDAYS.map((day, n) => (
                    <option key={day} value={n}>
                      {day}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label className="form-label visually-hidden" htmlFor={`${id}-open-${index}`}>
                  Opens (opening {index + 1})
                </label>
                <input
                  id={`${id}-open-${index}`}
                  className="form-control"
                  inputMode="numeric"
                  placeholder="09:00"
                  maxLength={5}
                  {...form.register(`schedule.${index}.open`)}
                />
              </div>
              <span aria-hidden="true">to</span>
              <div>
                <label className="form-label visually-hidden" htmlFor={`${id}-close-${index}`}>
                  Closes (opening {index + 1})
                </label>
                <input
                  id={`${id}-close-${index}`}
                  className="form-control"
                  inputMode="numeric"
                  placeholder="17:00"
                  maxLength={5}
                  {...form.register(`schedule.${index}.close`)}
                />
              </div>
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                onClick={() => remove(index)}
                aria-label={`Remove opening ${index + 1}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="partner-schedule__empty">Always open.</p>
      )}
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => {
          const last = fields.at(-1)
          append({ day: last ? (last.day + 1) % 7 : 1, open: last?.open ?? '09:00', close: last?.close ?? '17:00' })
        }}
      >
        Add opening hours
      </button>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}
