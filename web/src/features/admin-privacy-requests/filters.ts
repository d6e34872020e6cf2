import type { UrlFilterCodec } from '@/lib/admin/use-url-filters'
import { STATUS_LABELS, TYPE_LABELS, type PrivacyStatus, type PrivacyType } from './types'

/** The queue's filters, in the page URL and the API query: `?status=&type=&overdue=1&page=`. */
export interface PrivacyFilters {
  q: string
  status: PrivacyStatus | ''
  type: PrivacyType | ''
  overdue: boolean
}

export const privacyFilterCodec: UrlFilterCodec<PrivacyFilters> = {
  read: (params) => {
    const status = params.get('status') ?? ''
    const type = params.get('type') ?? ''
    return {
      q: '',
      status: status in STATUS_LABELS ? (status as PrivacyStatus) : '',
      type: type in TYPE_LABELS ? (type as PrivacyType) : '',
      overdue: params.get('overdue') === '1',
    }
  },
  write: (filters, page = 1) => {
    const params = new URLSearchParams()
    if (filters.status) params.set('status', filters.status)
    if (filters.type) params.set('type', filters.type)
    if (filters.overdue) params.set('overdue', '1')
    if (page > 1) params.set('page', String(page))
    return params
  },
  empty: { q: '', status: '', type: '', overdue: false },
}
