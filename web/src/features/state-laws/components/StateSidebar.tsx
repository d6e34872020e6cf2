import { useId, useRef, useState } from 'react'
import { Link } from '@/i18n/Link'
import { ContactButton } from '@/components/ContactButton'
import { Icon } from '@/components/Icon'
import { paths } from '@/config/paths'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useTypedBeforeHydration } from '@/lib/use-hydrated'
import { useStates } from '../api/get-states'
import { useSearchStates } from '../api/search-states'
import { StateBadge } from './StateBadge'

/** SPEC §9: the 'Other States Laws' list shows 5 entries. */
const OTHER_STATES_COUNT = 5

/**
 * Sidebar of a state-law page: a consultation prompt (the form itself sits
 * under the long article), a real state search and the 'Other States Laws' list.
 */
export function StateSidebar({ currentId, stateName }: { currentId: number | undefined; stateName?: string }) {
  const [query, setQuery] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  useTypedBeforeHydration(inputRef, setQuery)
  const debounced = useDebouncedValue(query.trim(), 250)
  const search = useSearchStates(debounced)
  const states = useStates()
  const inputId = useId()
  const others = (states.data ?? []).filter((state) => state.id !== currentId).slice(0, OTHER_STATES_COUNT)

  return (
    <aside className="state-sidebar">
      <div className="sidebar-card sidebar-card--cta">
        <h2 className="sidebar-card__title">Hurt in {stateName ?? 'an accident'}?</h2>
        <p>An attorney who knows the local rules can review your claim. It is free and takes a minute.</p>
        <ContactButton className="btn btn-accent w-100">Free Consultation</ContactButton>
      </div>
      <form role="search" className="sidebar-card" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="sidebar-card__title">
          Search state laws
        </label>
        <div className="input-group">
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            className="form-control"
            placeholder="State name or code"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <span className="input-group-text" aria-hidden="true">
            <Icon name="search" size={16} />
          </span>
        </div>
        {debounced ? (
          <div aria-live="polite">
            {search.isPending ? (
              <p className="small mt-2 mb-0">Searching…</p>
            ) : search.data && search.data.length > 0 ? (
              <ul className="sidebar-list mt-2">
                {search.data.map((hit) => (
                  <li key={hit.id}>
                    <Link to={paths.stateLawDetail(hit.id)}>
                      <StateBadge code={hit.code} size="sm" /> {hit.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="small mt-2 mb-0">{search.isError ? 'Search failed. Please try again.' : `No state matches “${debounced}”.`}</p>
            )}
          </div>
        ) : null}
      </form>
      <div className="sidebar-card">
        <h2 className="sidebar-card__title">Other States Laws</h2>
        <ul className="sidebar-list">
          {others.map((state) => (
            <li key={state.id}>
              <Link to={paths.stateLawDetail(state.id)} target="_blank" rel="noopener">
                <StateBadge code={state.code} size="sm" /> {state.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </Link>
            </li>
          ))}
        </ul>
        <Link to={paths.stateLaws} className="small">
          All 50 states and DC
        </Link>
      </div>
    </aside>
  )
}
