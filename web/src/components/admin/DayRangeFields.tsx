/** What both days of an admin list's range mean; the hint the fields are described by says it. */
export const DAY_RANGE_HINT = 'Dates are inclusive and counted in UTC.'

export interface DayRangeFieldsProps {
  /** The inputs' ids are `${id}-from` and `${id}-to`. */
  id: string
  /** Days as the URL holds them, YYYY-MM-DD, or '' for an open end. */
  from: string
  to: string
  onChange: (changes: { from: string } | { to: string }) => void
  /** The class of each field's wrapper: a cell of the filter bar it stands in. */
  fieldClassName: string
  /** The id of the hint (DAY_RANGE_HINT) that describes both fields. */
  describedBy: string
}

/**
 * The From and To day inputs of an admin list's filters (the leads inbox,
 * the audit log): labelled, described by the filter bar's hint, and each
 * bounded by the other so the date picker offers no reversed range. The
 * server reads both days in one place (dayRange in internal/httpapi).
 */
export function DayRangeFields({ id, from, to, onChange, fieldClassName, describedBy }: DayRangeFieldsProps) {
  return (
    <>
      <div className={fieldClassName}>
        <label htmlFor={`${id}-from`} className="form-label">
          From
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className="form-control"
          value={from}
          max={to || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </div>
      <div className={fieldClassName}>
        <label htmlFor={`${id}-to`} className="form-label">
          To
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className="form-control"
          value={to}
          min={from || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
    </>
  )
}
