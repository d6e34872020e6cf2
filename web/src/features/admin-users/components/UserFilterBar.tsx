import { useId } from 'react'
import type { UserFilters } from '../filters'
import { ROLE_LABELS } from '@/lib/roles'
import { USER_ROLES, type UserRole } from '../types'
import { SearchField } from '@/components/admin/SearchField'

export interface UserFilterBarProps {
  filters: UserFilters
  search: string
  onSearchChange: (value: string) => void
  onChange: (changes: Partial<UserFilters>) => void
  onClear: () => void
  canClear: boolean
}

/** Search (name or e-mail) and role. Every control is labelled. */
export function UserFilterBar({ filters, search, onSearchChange, onChange, onClear, canClear }: UserFilterBarProps) {
  const id = useId()
  return (
    <form className="users-filters" role="search" aria-label="Filter accounts" onSubmit={(event) => event.preventDefault()}>
      <div className="users-filters__field users-filters__field--search">
        <SearchField id={`${id}-q`} value={search} onChange={onSearchChange} placeholder="Name or e-mail…" />
      </div>
      <div className="users-filters__field">
        <label htmlFor={`${id}-role`} className="form-label">
          Role
        </label>
        <select
          id={`${id}-role`}
          className="form-select"
          value={filters.role}
          onChange={(event) => onChange({ role: event.target.value as UserRole | '' })}
        >
          <option value="">All roles</option>
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </div>
      <div className="users-filters__field">
        <button type="button" className="btn btn-outline-secondary" onClick={onClear} disabled={!canClear}>
          Clear filters
        </button>
      </div>
    </form>
  )
}
