import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import type { StateLaw } from '../types'

/** GET /api/state-law/{id}: one state's law page. */
export async function getStateLaw(id: string): Promise<StateLaw> {
  const response = await api.get<DataEnvelope<StateLaw>>(`/state-law/${encodeURIComponent(id)}`)
  return response.data
}

export const stateLawQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['state-law', id],
    queryFn: () => getStateLaw(id),
  })

export function useStateLaw(id: string) {
  return useQuery(stateLawQueryOptions(id))
}
