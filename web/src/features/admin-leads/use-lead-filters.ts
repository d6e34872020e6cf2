import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { useUrlFilters, type UrlFilterCodec } from '@/lib/admin/use-url-filters'
import { EMPTY_FILTERS, readCursor, readFilters, writeFilters, writeListSearch, type LeadFilters } from './filters'

const leadFilterCodec: UrlFilterCodec<LeadFilters> = { read: readFilters, write: writeFilters, empty: EMPTY_FILTERS }

/**
 * The lead list's filters, page and cursor in the URL:
 * `?state=&status=&routing=&delivery=&tier=&language=&from=&to=&q=&source=&medium=&campaign=&page=&before=`.
 * A filter change or a page chosen by number drops the cursor; `goToCursor` pages by it (Next), so the URL
 * of a page stays the same page while leads arrive, and can be shared.
 */
export function useLeadFilters() {
  const url = useUrlFilters(leadFilterCodec)
  const [params, setParams] = useSearchParams()
  const before = readCursor(params)
  const goToCursor = useCallback(
    (page: number, cursor: string) => setParams((current) => writeListSearch(readFilters(current), page, cursor)),
    [setParams],
  )
  return { ...url, before, goToCursor }
}
