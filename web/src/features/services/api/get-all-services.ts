import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import { inLanguage } from '@/i18n/content'
import type { Language } from '@/i18n/language'
import { useLanguage } from '@/i18n/use-language'
import type { Service } from '../types'

/** GET /api/all-services: every service, for the header menu. */
export async function getAllServices(lang: Language): Promise<Service[]> {
  const response = await api.get<DataEnvelope<Service[]>>(inLanguage('/all-services', lang))
  return response.data
}

export const allServicesQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['services', 'all', lang],
    queryFn: () => getAllServices(lang),
  })

export function useAllServices() {
  return useQuery(allServicesQueryOptions(useLanguage()))
}
