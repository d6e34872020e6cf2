import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { EMPTY_FILTERS, readFilters, readPage, writeFilters, type LeadFilters } from './filters'

export const SEARCH_DEBOUNCE_MS = 350

/**
 * The list filters live in the URL (`?state=&status=&from=&to=&q=&page=`), so a
 * filtered view can be bookmarked and Back steps through earlier filters. The
 * search box is local state that reaches the URL once typing pauses.
 */
export function useLeadFilters() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => readFilters(params), [params])
  const page = readPage(params)

  // Latest URL values (and setter: react-router makes a new one per URL) for
  // callbacks and effects that must not re-run when they change.
  const current = useRef({ filters, page, setParams })
  useEffect(() => {
    current.current = { filters, page, setParams }
  }, [filters, page, setParams])

  const setFilters = useCallback(
    (changes: Partial<LeadFilters>) => {
      // Any filter change starts again at page 1.
      current.current.setParams(writeFilters({ ...current.current.filters, ...changes }))
    },
    [],
  )

  const setPage = useCallback(
    (next: number) => current.current.setParams(writeFilters(current.current.filters, next)),
    [],
  )

  const [search, setSearch] = useState(filters.q)
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  const lastWritten = useRef(filters.q)

  // Typing paused: put the search into the URL (only when the typed value changed).
  useEffect(() => {
    const q = debouncedSearch.trim()
    if (q === current.current.filters.q) return
    lastWritten.current = q
    current.current.setParams(writeFilters({ ...current.current.filters, q }))
  }, [debouncedSearch])

  // The URL changed under us (Back, a link, 'Clear filters'): show its search.
  useEffect(() => {
    if (filters.q === lastWritten.current) return
    lastWritten.current = filters.q
    setSearch(filters.q)
  }, [filters.q])

  const clearFilters = useCallback(() => {
    lastWritten.current = ''
    setSearch('')
    current.current.setParams(writeFilters(EMPTY_FILTERS))
  }, [])

  return { filters, page, setFilters, setPage, search, setSearch, clearFilters }
}
