import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useLocation } from 'react-router'
import { Link, useLocalizedNavigate } from '@/i18n/Link'
import { Icon } from '@/components/Icon'
import { ApiError } from '@/lib/api-client'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useStateResetOn } from '@/lib/use-state-reset-on'
import { useTypedBeforeHydration } from '@/lib/use-hydrated'
import { MIN_QUERY_LENGTH, useSearchSite, type SearchHitType } from '../api/search-site'

const typeLabels: Record<SearchHitType, string> = {
  service: 'Service',
  state_law: 'State law',
  question: 'FAQ',
  blog: 'Blog',
}

/** The header search box: real search over /api/search with results in a dropdown list. */
export function SiteSearch({ className = '' }: { className?: string }) {
  const [query, setQuery] = useState('')
  const debounced = useDebouncedValue(query.trim(), 250)
  const { data: hits = [], isFetching, isError, error } = useSearchSite(debounced)
  const containerRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  useTypedBeforeHydration(inputRef, setQuery)
  const listRef = useRef<HTMLUListElement>(null)
  const inputId = useId()
  const listId = useId()
  const navigate = useLocalizedNavigate()
  const { pathname } = useLocation()
  // The results close when the visitor moves to another page (the query stays).
  const [open, setOpen] = useStateResetOn(false, pathname)
  const ready = debounced.length >= MIN_QUERY_LENGTH
  const showPanel = open && query.trim().length >= MIN_QUERY_LENGTH

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false)
      document.getElementById(inputId)?.focus()
      return
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const items = links()
    if (items.length === 0) return
    event.preventDefault()
    setOpen(true)
    const index = items.indexOf(document.activeElement as HTMLAnchorElement)
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1
    if (next < 0) document.getElementById(inputId)?.focus()
    else items[Math.min(next, items.length - 1)].focus()
  }

  return (
    <form
      ref={containerRef}
      role="search"
      className={`site-search ${className}`}
      onSubmit={(event) => {
        event.preventDefault()
        if (hits.length > 0) navigate(hits[0].url)
        else setOpen(true)
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search the site
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        className="site-search__input"
        placeholder="Search…"
        autoComplete="off"
        value={query}
        aria-controls={listId}
        onChange={(event) => {
          setQuery(event.target.value)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
      />
      <button type="submit" className="site-search__button" aria-label="Search">
        <Icon name="search" size={16} />
      </button>
      <div className="site-search__panel" hidden={!showPanel}>
        <p className="visually-hidden" aria-live="polite">
          {ready && !isFetching ? `${hits.length} results` : ''}
        </p>
        {!ready || (isFetching && hits.length === 0) ? (
          <p className="site-search__status">Searching…</p>
        ) : isError ? (
          <p className="site-search__status">
            {/* Over the search limit the server says how long to wait. */}
            {error instanceof ApiError && error.status === 429 ? error.message : 'Search is unavailable right now. Please try again.'}
          </p>
        ) : hits.length === 0 ? (
          <p className="site-search__status">No results for “{debounced}”.</p>
        ) : null}
        <ul ref={listRef} id={listId} className="site-search__results">
          {hits.map((hit) => (
            <li key={`${hit.type}-${hit.id}`}>
              <Link to={hit.url} className="site-search__hit" onClick={() => setOpen(false)}>
                <span className="site-search__type">{typeLabels[hit.type] ?? hit.type}</span>
                <span className="site-search__title">{hit.title}</span>
                {hit.snippet ? <span className="site-search__snippet">{hit.snippet}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </form>
  )
}
