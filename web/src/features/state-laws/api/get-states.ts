import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import type { StateSummary } from '../types'

/** GET /api/states: the 50 states and DC, by name. */
export async function getStates(): Promise<StateSummary[]> {
  const response = await api.get<DataEnvelope<StateSummary[]>>('/states')
  return response.data
}

export const statesQueryOptions = queryOptions({
  queryKey: ['states'],
  queryFn: getStates,
})

export function useStates() {
  return useQuery(statesQueryOptions)
}
