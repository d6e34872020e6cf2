import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import type { Results } from '../types'
import { experimentKeys } from './keys'

/** While an experiment runs, its results are read again every minute. */
export const RESULTS_REFRESH_MS = 60_000

/** GET /api/admin/experiments/{id}/results: rates, differences, intervals, the verdict, the SRM check and the days needed. */
export async function getResults(id: number, signal?: AbortSignal): Promise<Results> {
  const answer = await api.get<DataEnvelope<Results>>(`/admin/experiments/${id}/results`, { signal })
  return answer.data
}

export const resultsQueryOptions = (id: number, running: boolean) =>
  queryOptions({
    queryKey: experimentKeys.results(id),
    queryFn: ({ signal }) => getResults(id, signal),
    refetchInterval: running ? RESULTS_REFRESH_MS : false,
  })

export function useResults(id: number, running: boolean) {
  return useQuery(resultsQueryOptions(id, running))
}
