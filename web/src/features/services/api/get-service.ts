import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import type { Service } from '../types'

/** GET /api/service-detail/{id}: one service. */
export async function getService(id: string): Promise<Service> {
  const response = await api.get<DataEnvelope<Service>>(`/service-detail/${encodeURIComponent(id)}`)
  return response.data
}

export const serviceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['services', 'detail', id],
    queryFn: () => getService(id),
  })

export function useService(id: string) {
  return useQuery(serviceQueryOptions(id))
}
