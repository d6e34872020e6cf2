import { useEffect, useEffectEvent, useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from '@/lib/admin/use-url-filters'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import type { LeadFilters } from '../filters'

type AttributionKey = 'source' | 'medium' | 'campaign'

const FIELDS: ReadonlyArray<[AttributionKey, string, string]> = [
  ['source', 'Source', 'google'],
  ['medium', 'Medium', 'cpc'],
  ['campaign', 'Campaign', 'spring-brand'],
]

/** One free-text filter: typed locally, put into the URL once typing pauses, and reset when the URL changes under it. */
function TextFilter({
  id,
  label,
  placeholder,
  value,
  onCommit,
  describedBy,
}: {
  id: string
  label: string
  placeholder: string
  value: string
  onCommit: (value: string) => void
  describedBy: string
}) {
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  // The URL changed (Back, Clear filters): show its value.
  if (value !== shown) {
    setShown(value)
    if (text.trim() !== value) setText(value)
  }
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS)
  // Only a pause in typing commits (value and onCommit are read as they
  // are then); a URL change alone does not.
  const commit = useEffectEvent((typed: string) => {
    const next = typed.trim()
    if (next !== value) onCommit(next)
  })
  useEffect(() => commit(debounced), [debounced])
  return (
    <div className="leads-filters__field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="text"
        className="form-control"
        value={text}
        placeholder={placeholder}
        maxLength={255}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={describedBy}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  )
}

/** The source, medium and campaign filters (the lead's utm_* values, matched exactly but for case). */
export function AttributionFilterFields({
  id,
  filters,
  onChange,
}: {
  id: string
  filters: LeadFilters
  onChange: (changes: Partial<LeadFilters>) => void
}) {
  return (
    <>
      {FIELDS.map(([key, label, placeholder]) => (
        <TextFilter
          key={key}
          id={`${id}-${key}`}
          label={label}
          placeholder={placeholder}
          value={filters[key]}
          describedBy={`${id}-attribution-hint`}
          onCommit={(value) => onChange({ [key]: value })}
        />
      ))}
    </>
  )
}
