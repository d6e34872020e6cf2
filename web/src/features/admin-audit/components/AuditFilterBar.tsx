import { useId } from 'react'
import { DAY_RANGE_HINT, DayRangeFields } from '@/components/admin/DayRangeFields'
import {
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPES,
  auditActionLabel,
  auditRecordTypeLabel,
  type AuditAction,
  type AuditRecordType,
} from '@/lib/admin/audit'
import type { AuditFilters } from '../filters'

export interface AuditFilterBarProps {
  filters: AuditFilters
  /** The actor box as typed; it reaches the URL once typing pauses. */
  actor: string
  onActorChange: (value: string) => void
  onChange: (changes: Partial<AuditFilters>) => void
  onClear: () => void
  canClear: boolean
}

/** The audit log's filters: actor, action, record type and id, date range. Every control is labelled. */
export function AuditFilterBar({ filters, actor, onActorChange, onChange, onClear, canClear }: AuditFilterBarProps) {
  const id = useId()
  return (
    <form className="audit-filters" role="search" aria-label="Filter the audit log" onSubmit={(event) => event.preventDefault()}>
      <div className="audit-filters__field audit-filters__field--actor">
        <label htmlFor={`${id}-actor`} className="form-label">
          Actor
        </label>
        <input
          id={`${id}-actor`}
          type="search"
          className="form-control"
          placeholder="Account id or e-mail…"
          value={actor}
          autoComplete="off"
          onChange={(event) => onActorChange(event.target.value)}
        />
      </div>
      <div className="audit-filters__field">
        <label htmlFor={`${id}-action`} className="form-label">
          Action
        </label>
        <select
          id={`${id}-action`}
          className="form-select"
          value={filters.action}
          onChange={(event) => onChange({ action: event.target.value as AuditAction | '' })}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {auditActionLabel(action)}
            </option>
          ))}
        </select>
      </div>
      <div className="audit-filters__field">
        <label htmlFor={`${id}-type`} className="form-label">
          Record type
        </label>
        <select
          id={`${id}-type`}
          className="form-select"
          value={filters.record_type}
          onChange={(event) => onChange({ record_type: event.target.value as AuditRecordType | '' })}
        >
          <option value="">All records</option>
          {AUDIT_RECORD_TYPES.map((type) => (
            <option key={type} value={type}>
              {auditRecordTypeLabel(type)}
            </option>
          ))}
        </select>
      </div>
      <div className="audit-filters__field">
        <label htmlFor={`${id}-record`} className="form-label">
          Record id
        </label>
        <input
          id={`${id}-record`}
          type="text"
          inputMode="numeric"
          className="form-control"
          value={filters.record_id}
          maxLength={64}
          autoComplete="off"
          onChange={(event) => onChange({ record_id: event.target.value.trim() })}
        />
      </div>
      <DayRangeFields
        id={id}
        from={filters.from}
        to={filters.to}
        onChange={onChange}
        fieldClassName="audit-filters__field"
        describedBy={`${id}-dates`}
      />
      <div className="audit-filters__field audit-filters__field--actions">
        <button type="button" className="btn btn-outline-secondary" onClick={onClear} disabled={!canClear}>
          Clear filters
        </button>
      </div>
      <p className="form-text audit-filters__hint" id={`${id}-dates`}>
        {DAY_RANGE_HINT}
      </p>
    </form>
  )
}
