import { useId } from 'react'
import { US_STATES } from '@/lib/us-states'
import type { LeadFilters } from '../filters'
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from '../types'

export interface LeadFilterBarProps {
  filters: LeadFilters
  search: string
  onSearchChange: (value: string) => void
  onChange: (changes: Partial<LeadFilters>) => void
  onClear: () => void
  canClear: boolean
}

/** The list filters. Every control is labelled; the search reaches the URL after a pause. */
export function LeadFilterBar({ filters, search, onSearchChange, onChange, onClear, canClear }: LeadFilterBarProps) {
  const id = useId()
  return (
    <form
      className="leads-filters"
      role="search"
      aria-label="Filter leads"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="leads-filters__field leads-filters__field--search">
        <label htmlFor={`${id}-q`} className="form-label">
          Search
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className="form-control"
          placeholder="Name, e-mail, phone, ZIP, notes…"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="leads-filters__field">
        <label htmlFor={`${id}-state`} className="form-label">
          State
        </label>
        <select
          id={`${id}-state`}
          className="form-select"
          value={filters.state}
          onChange={(event) => onChange({ state: event.target.value })}
        >
          <option value="">All states</option>
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name} ({state.code})
            </option>
          ))}
        </select>
      </div>
      <div className="leads-filters__field">
        <label htmlFor={`${id}-status`} className="form-label">
          Status
        </label>
        <select
          id={`${id}-status`}
          className="form-select"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as LeadStatus | '' })}
        >
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="leads-filters__field">
        <label htmlFor={`${id}-from`} className="form-label">
          From
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className="form-control"
          value={filters.from}
          max={filters.to || undefined}
          aria-describedby={`${id}-dates`}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </div>
      <div className="leads-filters__field">
        <label htmlFor={`${id}-to`} className="form-label">
          To
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className="form-control"
          value={filters.to}
          min={filters.from || undefined}
          aria-describedby={`${id}-dates`}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
      <div className="leads-filters__field leads-filters__field--actions">
        <button type="button" className="btn btn-outline-secondary" onClick={onClear} disabled={!canClear}>
          Clear filters
        </button>
      </div>
      <p id={`${id}-dates`} className="form-text leads-filters__hint">
        Dates are inclusive and counted in UTC.
      </p>
    </form>
  )
}
