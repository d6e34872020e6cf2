import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { EMPTY_USER_FILTERS, readUserFilters, readUserPage, writeUserFilters, type UserFilters } from './filters'

export const SEARCH_DEBOUNCE_MS = 350

/**
 * The filters and page live in the URL (`?q=&role=&page=`), so a view can be
 * bookmarked and Back steps through earlier ones. The search box is local
 * state that reaches the URL once typing pauses.
 */
export function useUserFilters() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => readUserFilters(params), [params])
  const page = readUserPage(params)

  // The latest URL values for callbacks and effects that must not re-run on each change.
  const current = useRef({ filters, setParams })
  useEffect(() => {
    current.current = { filters, setParams }
  }, [filters, setParams])

  // Any filter change starts again at page 1.
  const setFilters = useCallback((changes: Partial<UserFilters>) => {
    current.current.setParams(writeUserFilters({ ...current.current.filters, ...changes }))
  }, [])
  const setPage = useCallback((next: number) => current.current.setParams(writeUserFilters(current.current.filters, next)), [])

  const [search, setSearch] = useState(filters.q)
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  const lastWritten = useRef(filters.q)

  useEffect(() => {
    const q = debouncedSearch.trim()
    if (q === current.current.filters.q) return
    lastWritten.current = q
    current.current.setParams(writeUserFilters({ ...current.current.filters, q }))
  }, [debouncedSearch])

  // The URL changed under us (Back, 'Clear filters'): show its search.
  useEffect(() => {
    if (filters.q === lastWritten.current) return
    lastWritten.current = filters.q
    setSearch(filters.q)
  }, [filters.q])

  const clearFilters = useCallback(() => {
    lastWritten.current = ''
    setSearch('')
    current.current.setParams(writeUserFilters(EMPTY_USER_FILTERS))
  }, [])

  return { filters, page, setFilters, setPage, search, setSearch, clearFilters }
}
