import { useId } from 'react'
import { DAY_RANGE_HINT, DayRangeFields } from '@/components/admin/DayRangeFields'
import { SearchField } from '@/components/admin/SearchField'
import { LEAD_TIERS, TIER_LABELS, type LeadTier } from '@/lib/admin/tiers'
import { US_STATES } from '@/lib/us-states'
import type { LeadFilters, LeadSort } from '../filters'
import { AttributionFilterFields } from './AttributionFilterFields'
import {
  DELIVERY_STATUSES,
  DELIVERY_STATUS_LABELS,
  LANGUAGE_LABELS,
  LEAD_ROUTINGS,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  ROUTING_LABELS,
  type ContactLanguage,
  type DeliveryStatus,
  type LeadRouting,
  type LeadStatus,
} from '../types'

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
    <form className="leads-filters" role="search" aria-label="Filter leads" onSubmit={(event) => event.preventDefault()}>
      <div className="leads-filters__field leads-filters__field--search">
        <SearchField id={`${id}-q`} value={search} onChange={onSearchChange} placeholder="Name, e-mail, phone, ZIP, notes…" />
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
        <label htmlFor={`${id}-routing`} className="form-label">
          Routing
        </label>
        <select
          id={`${id}-routing`}
          className="form-select"
          value={filters.routing}
          onChange={(event) => onChange({ routing: event.target.value as LeadRouting | '' })}
        >
          <option value="">Any routing</option>
          {LEAD_ROUTINGS.map((routing) => (
            <option key={routing} value={routing}>
              {ROUTING_LABELS[routing]}
            </option>
          ))}
        </select>
      </div>
      <div className="leads-filters__field">
        <label htmlFor={`${id}-delivery`} className="form-label">
          Delivery
        </label>
        <select
          id={`${id}-delivery`}
          className="form-select"
          value={filters.delivery}
          aria-describedby={`${id}-delivery-hint`}
          onChange={(event) => onChange({ delivery: event.target.value as DeliveryStatus | '' })}
        >
          <option value="">Any delivery</option>
          {DELIVERY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {DELIVERY_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="leads-filters__field">
        <label htmlFor={`${id}-tier`} className="form-label">
          Tier
        </label>
        <select
          id={`${id}-tier`}
          className="form-select"
          value={filters.tier}
          aria-describedby={`${id}-tier-hint`}
          onChange={(event) => onChange({ tier: event.target.value as LeadTier | '' })}
        >
          <option value="">Any tier</option>
          {LEAD_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {tier === 'unrated' ? 'Unrated (short forms)' : TIER_LABELS[tier]}
            </option>
          ))}
        </select>
      </div>
      <div className="leads-filters__field">
        <label htmlFor={`${id}-language`} className="form-label">
          Language
        </label>
        <select
          id={`${id}-language`}
          className="form-select"
          value={filters.language}
          onChange={(event) => onChange({ language: event.target.value as ContactLanguage | '' })}
        >
          <option value="">Any language</option>
          {(Object.keys(LANGUAGE_LABELS) as ContactLanguage[]).map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_LABELS[language]}
            </option>
          ))}
        </select>
      </div>
      <div className="leads-filters__field">
        <label htmlFor={`${id}-sort`} className="form-label">
          Order
        </label>
        <select
          id={`${id}-sort`}
          className="form-select"
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as LeadSort })}
        >
          <option value="">Newest first</option>
          <option value="tier">Best tier first</option>
        </select>
      </div>
      <DayRangeFields
        id={id}
        from={filters.from}
        to={filters.to}
        onChange={onChange}
        fieldClassName="leads-filters__field"
        describedBy={`${id}-dates`}
      />
      <AttributionFilterFields id={id} filters={filters} onChange={onChange} />
      <div className="leads-filters__footer">
        <p className="form-text leads-filters__hint">
          <span id={`${id}-dates`}>{DAY_RANGE_HINT}</span>{' '}
          <span id={`${id}-delivery-hint`}>Delivery shows leads with at least one delivery in that state.</span>{' '}
          <span id={`${id}-tier-hint`}>Tier rates case-evaluation leads from A (best) to D; the short forms&rsquo; leads are unrated.</span>{' '}
          <span id={`${id}-attribution-hint`}>
            Source, medium and campaign match the UTM parameters of the visitor&rsquo;s first page exactly, in any case.
          </span>
        </p>
        <button type="button" className="btn btn-outline-secondary leads-filters__clear" onClick={onClear} disabled={!canClear}>
          Clear filters
        </button>
      </div>
    </form>
  )
}
