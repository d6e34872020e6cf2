import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'

/**
 * The settings an experiment varies, as GET /api/admin/settings answers
 * them. hero_headline, hero_subline, cta_label and entry_form are new with
 * issue 24: a server without them yet leaves them out.
 */
export interface SettingsValues {
  hero_headline?: string
  hero_subline?: string
  cta_label?: string
  popup_enabled?: boolean
  popup_delay_seconds?: number
  popup_headline?: string
  entry_form?: string
}

/**
 * GET /api/admin/settings (roles with the settings permission). The same
 * query entry as the Settings screen's and the operator's time zone: one
 * request serves all three.
 */
export async function getSettingsValues(signal?: AbortSignal): Promise<SettingsValues> {
  const answer = await api.get<DataEnvelope<SettingsValues>>('/admin/settings', { signal })
  return answer.data
}

export const settingsValuesQueryOptions = queryOptions({
  queryKey: ['admin', 'settings'] as const,
  queryFn: ({ signal }) => getSettingsValues(signal),
})

export function useSettingsValues(enabled: boolean) {
  return useQuery({ ...settingsValuesQueryOptions, enabled })
}
