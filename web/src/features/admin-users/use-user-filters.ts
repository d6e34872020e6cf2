import { useUrlFilters, type UrlFilterCodec } from '@/lib/admin/use-url-filters'
import { EMPTY_USER_FILTERS, readUserFilters, writeUserFilters, type UserFilters } from './filters'

const userFilterCodec: UrlFilterCodec<UserFilters> = { read: readUserFilters, write: writeUserFilters, empty: EMPTY_USER_FILTERS }

/** The account list's filters and page in the URL: `?q=&role=&page=`. */
export function useUserFilters() {
  return useUrlFilters(userFilterCodec)
}
