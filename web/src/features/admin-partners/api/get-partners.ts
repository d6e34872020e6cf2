import { queryOptions, useQuery } from '@tanstack/react-query'
import { partnersKey } from '@/lib/admin/query-keys'
import { api } from '@/lib/api-client'
import type { Partner } from '../types'

export { partnersKey }

/** GET /api/admin/partners: every partner (a plain list) in routing order, each with its usage. */
export function getPartners(signal?: AbortSignal): Promise<Partner[]> {
  return api.get<{ data: Partner[] }>('/admin/partners', { signal }).then((answer) => answer.data)
}

export const partnersQueryOptions = queryOptions({
  queryKey: partnersKey,
  queryFn: ({ signal }) => getPartners(signal),
  staleTime: 0,
})

export function usePartners() {
  return useQuery(partnersQueryOptions)
}
