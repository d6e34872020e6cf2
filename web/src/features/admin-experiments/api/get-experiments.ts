import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import type { Experiment } from '../types'
import { experimentKeys } from './keys'

/** GET /api/admin/experiments: every experiment, newest first (a plain list). */
export async function getExperiments(signal?: AbortSignal): Promise<Experiment[]> {
  const answer = await api.get<DataEnvelope<Experiment[]>>('/admin/experiments', { signal })
  return answer.data
}

export const experimentsQueryOptions = queryOptions({
  queryKey: experimentKeys.list(),
  queryFn: ({ signal }) => getExperiments(signal),
})

export function useExperiments() {
  return useQuery(experimentsQueryOptions)
}
