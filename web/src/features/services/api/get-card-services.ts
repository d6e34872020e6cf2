import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import { languageParam } from '@/i18n/content'
import type { Language } from '@/i18n/language'
import { useLanguage } from '@/i18n/use-language'
import type { Service } from '../types'

/** GET /api/card-services?page=N: the service cards, 12 per page, in lang. */
export function getCardServices(page: number, lang: Language): Promise<Paginated<Service>> {
  return api.get<Paginated<Service>>('/card-services', { params: { page, ...languageParam(lang) } })
}

export const cardServicesQueryOptions = (page: number, lang: Language) =>
  queryOptions({
    queryKey: ['services', 'cards', page, lang],
    queryFn: () => getCardServices(page, lang),
    placeholderData: keepPreviousData,
  })

export function useCardServices(page: number) {
  return useQuery(cardServicesQueryOptions(page, useLanguage()))
}
