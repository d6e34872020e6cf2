import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import type { Experiment } from '../types'
import { experimentKeys } from './keys'

/** GET /api/admin/experiments/{id}: one experiment; 404 when there is none. */
export async function getExperiment(id: string, signal?: AbortSignal): Promise<Experiment> {
  const answer = await api.get<DataEnvelope<Experiment>>(`/admin/experiments/${encodeURIComponent(id)}`, { signal })
  return answer.data
}

export const experimentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: experimentKeys.detail(id),
    queryFn: ({ signal }) => getExperiment(id, signal),
  })

export function useExperiment(id: string, enabled = true) {
  return useQuery({ ...experimentQueryOptions(id), enabled })
}
