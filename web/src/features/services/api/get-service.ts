import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import { inLanguage } from '@/i18n/content'
import type { Language } from '@/i18n/language'
import { useLanguage } from '@/i18n/use-language'
import type { Service } from '../types'

/** GET /api/service-detail/{id}: one service. */
export async function getService(id: string, lang: Language): Promise<Service> {
  const response = await api.get<DataEnvelope<Service>>(inLanguage(`/service-detail/${encodeURIComponent(id)}`, lang))
  return response.data
}

export const serviceQueryOptions = (id: string, lang: Language) =>
  queryOptions({
    queryKey: ['services', 'detail', id, lang],
    queryFn: () => getService(id, lang),
  })

export function useService(id: string) {
  return useQuery(serviceQueryOptions(id, useLanguage()))
}
