import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { partnersKey } from './query-keys'

/** What every admin screen knows of a partner firm; the Partners page reads the whole record. */
export interface PartnerSummary {
  id: number
  name: string
}

/** GET /api/admin/partners: every partner (a plain list) in routing order, each with its usage. */
export function getPartners<P extends PartnerSummary = PartnerSummary>(signal?: AbortSignal): Promise<P[]> {
  return api.get<{ data: P[] }>('/admin/partners', { signal }).then((answer) => answer.data)
}

/** The partners list, one cache entry whichever screen reads it. */
export const partnerListOptions = <P extends PartnerSummary = PartnerSummary>() =>
  queryOptions({
    queryKey: partnersKey,
    queryFn: ({ signal }) => getPartners<P>(signal),
    staleTime: 0,
  })
