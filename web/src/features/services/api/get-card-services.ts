import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import type { Service } from '../types'

/** GET /api/card-services?page=N: the service cards, 12 per page. */
export function getCardServices(page: number): Promise<Paginated<Service>> {
  return api.get<Paginated<Service>>('/card-services', { params: { page } })
}

export const cardServicesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['services', 'cards', page],
    queryFn: () => getCardServices(page),
    placeholderData: keepPreviousData,
  })

export function useCardServices(page: number) {
  return useQuery(cardServicesQueryOptions(page))
}
