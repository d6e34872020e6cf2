import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import type { Settings } from '../types'

export const settingsKey = ['admin', 'settings'] as const

/** GET /api/admin/settings: the live settings (saved values over the start-up flags). */
export async function getSettings(signal?: AbortSignal): Promise<Settings> {
  const answer = await api.get<DataEnvelope<Settings>>('/admin/settings', { signal })
  return answer.data
}

export const settingsQueryOptions = queryOptions({
  queryKey: settingsKey,
  queryFn: ({ signal }) => getSettings(signal),
})

export function useSettings() {
  return useQuery(settingsQueryOptions)
}
