import type { UrlFilterCodec } from '@/lib/admin/use-url-filters'

/** The list's search, in the page URL and the API query: `?q=&page=`. */
export interface SuppressionFilters {
  q: string
}

export const suppressionFilterCodec: UrlFilterCodec<SuppressionFilters> = {
  read: (params) => ({ q: (params.get('q') ?? '').trim() }),
  write: (filters, page = 1) => {
    const params = new URLSearchParams()
    if (filters.q.trim()) params.set('q', filters.q.trim())
    if (page > 1) params.set('page', String(page))
    return params
  },
  empty: { q: '' },
}
