import { useId, useState, type FormEvent } from 'react'
import { FieldError } from '@/components/admin'
import { checkRange, type RangeChoice } from '../range'
import type { DayRange } from '../types'

export interface RangePickerProps {
  choice: RangeChoice
  range: DayRange
  /** Server errors of the custom range (422), per field. */
  serverErrors?: Partial<Record<keyof DayRange, string>>
  onPreset: (days: '30' | '90') => void
  onCustom: (range: DayRange) => void
}

/** Last 30 days, last 90 days, or a custom range of UTC days. */
export function RangePicker({ choice, range, serverErrors = {}, onPreset, onCustom }: RangePickerProps) {
  const id = useId()
  const [custom, setCustom] = useState(choice === 'custom')
  const [values, setValues] = useState<DayRange>(range)
  const [errors, setErrors] = useState<Partial<Record<keyof DayRange, string>>>({})
  const shown = { ...serverErrors, ...errors }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = checkRange(values)
    setErrors(found)
    if (Object.keys(found).length === 0) onCustom(values)
  }

  const preset = (days: '30' | '90') => {
    setCustom(false)
    setErrors({})
    onPreset(days)
  }

  const active = custom ? 'custom' : choice
  return (
    <div className="analytics-range">
      <div className="btn-group" role="group" aria-label="Date range">
        {(
          [
            ['30', 'Last 30 days'],
            ['90', 'Last 90 days'],
          ] as const
        ).map(([days, label]) => (
          <button
            key={days}
            type="button"
            className={`btn btn-sm ${active === days ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={active === days}
            onClick={() => preset(days)}
          >
            {label}
          </button>
        ))}
        <button
          type="button"
          className={`btn btn-sm ${active === 'custom' ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={active === 'custom'}
          onClick={() => {
            setValues(range)
            setCustom(true)
          }}
        >
          Custom
        </button>
      </div>
      {active === 'custom' ? (
        <form className="analytics-range__form" noValidate onSubmit={submit} aria-label="Custom date range">
          {(
            [
              ['from', 'From'],
              ['to', 'To'],
            ] as const
          ).map(([name, label]) => (
            <div key={name} className="analytics-range__field">
              <label htmlFor={`${id}-${name}`} className="form-label">
                {label}
              </label>
              <input
                id={`${id}-${name}`}
                type="date"
                className={`form-control form-control-sm${shown[name] ? ' is-invalid' : ''}`}
                value={values[name]}
                onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
                aria-invalid={shown[name] ? true : undefined}
                aria-describedby={shown[name] ? `${id}-${name}-error` : undefined}
              />
              <FieldError id={`${id}-${name}-error`} message={shown[name]} />
            </div>
          ))}
          <div className="analytics-range__field analytics-range__apply">
            <button type="submit" className="btn btn-sm btn-primary">
              Apply
            </button>
          </div>
        </form>
      ) : null}
    </div>
  )
}
