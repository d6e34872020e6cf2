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

  // Puts filters (and a page) in the URL. The ref takes them at once: a
  // second change before React has rendered the first (two selects changed
  // in quick succession on a slow machine) builds on it, where the filters
  // of the last render would have undone the first.
  const writeUrl = useCallback(
    (next: F, page?: number) => {
      current.current.filters = next
      current.current.setParams(codec.write(next, page))
    },
    [codec],
  )

  // Any filter change starts again at page 1.
  const setFilters = useCallback((changes: Partial<F>) => writeUrl({ ...current.current.filters, ...changes }), [writeUrl])
  const setPage = useCallback((next: number) => writeUrl(current.current.filters, next), [writeUrl])

  const [search, setSearch] = useState(filters.q)
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  const lastWritten = useRef(filters.q)

  // Typing paused: put the search into the URL (only when the typed value changed).
  useEffect(() => {
    const q = debouncedSearch.trim()
    if (q === current.current.filters.q) return
    lastWritten.current = q
    writeUrl({ ...current.current.filters, q })
  }, [writeUrl, debouncedSearch])

  // The URL changed under us (Back, a link, 'Clear filters'): show its search.
  useEffect(() => {
    if (filters.q === lastWritten.current) return
    lastWritten.current = filters.q
    setSearch(filters.q)
  }, [filters.q])

  const clearFilters = useCallback(() => {
    lastWritten.current = ''
    setSearch('')
    writeUrl(codec.empty)
  }, [codec, writeUrl])

  return { filters, page, setFilters, setPage, search, setSearch, clearFilters }
}
