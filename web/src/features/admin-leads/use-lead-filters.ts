import { useUrlFilters, type UrlFilterCodec } from '@/lib/admin/use-url-filters'
import { EMPTY_FILTERS, readFilters, writeFilters, type LeadFilters } from './filters'

const leadFilterCodec: UrlFilterCodec<LeadFilters> = { read: readFilters, write: writeFilters, empty: EMPTY_FILTERS }

/** The lead list's filters and page in the URL: `?state=&status=&routing=&delivery=&from=&to=&q=&page=`. */
export function useLeadFilters() {
  return useUrlFilters(leadFilterCodec)
}
