import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import type { Service } from '../types'

/** GET /api/all-services: every service, for the header menu. */
export async function getAllServices(): Promise<Service[]> {
  const response = await api.get<DataEnvelope<Service[]>>('/all-services')
  return response.data
}

export const allServicesQueryOptions = queryOptions({
  queryKey: ['services', 'all'],
  queryFn: getAllServices,
})

export function useAllServices() {
  return useQuery(allServicesQueryOptions)
}
