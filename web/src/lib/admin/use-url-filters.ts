import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useDebouncedValue } from '@/lib/use-debounced-value'

export const SEARCH_DEBOUNCE_MS = 350

/** How one admin list's filters travel in the page URL. Keep it a module constant: hooks depend on it. */
export interface UrlFilterCodec<F extends { q: string }> {
  read: (params: URLSearchParams) => F
  /** Writes the filters (and the page when above 1), dropping empty ones. */
  write: (filters: F, page?: number) => URLSearchParams
  empty: F
}

/** The page number of `?page=`; anything but a positive integer is page 1. */
export function readPageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page > 0 ? page : 1
}

/**
 * An admin list's filters and page live in the URL, so a filtered view can be
 * bookmarked and Back steps through earlier ones. The search box is local
 * state that reaches the URL once typing pauses.
 */
export function useUrlFilters<F extends { q: string }>(codec: UrlFilterCodec<F>) {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => codec.read(params), [codec, params])
  const page = readPageParam(params)

  // Latest URL values (and setter: react-router makes a new one per URL) for
  // callbacks and effects that must not re-run when they change.
  const current = useRef({ filters, setParams })
  useEffect(() => {
    current.current = { filters, setParams }
  }, [filters, setParams])

  // Any filter change starts again at page 1.
  const setFilters = useCallback(
    (changes: Partial<F>) => {
      current.current.setParams(codec.write({ ...current.current.filters, ...changes }))
    },
    [codec],
  )
  const setPage = useCallback((next: number) => current.current.setParams(codec.write(current.current.filters, next)), [codec])

  const [search, setSearch] = useState(filters.q)
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  const lastWritten = useRef(filters.q)

  // Typing paused: put the search into the URL (only when the typed value changed).
  useEffect(() => {
    const q = debouncedSearch.trim()
    if (q === current.current.filters.q) return
    lastWritten.current = q
    current.current.setParams(codec.write({ ...current.current.filters, q }))
  }, [codec, debouncedSearch])

  // The URL changed under us (Back, a link, 'Clear filters'): show its search.
  useEffect(() => {
    if (filters.q === lastWritten.current) return
    lastWritten.current = filters.q
    setSearch(filters.q)
  }, [filters.q])

  const clearFilters = useCallback(() => {
    lastWritten.current = ''
    setSearch('')
    current.current.setParams(codec.write(codec.empty))
  }, [codec])

  return { filters, page, setFilters, setPage, search, setSearch, clearFilters }
}
