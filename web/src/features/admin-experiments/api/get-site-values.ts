import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import { experimentKeys } from './keys'

/**
 * The targets' values as GET /api/site answers them (issue 24 adds `hero`,
 * `cta_label` and `entry_form`; the pop-up was there): the same live
 * settings, readable by an editor, whose role has no settings permission.
 */
export interface SiteValues {
  hero?: { headline?: string; subline?: string }
  cta_label?: string
  popup?: { enabled?: boolean; delay_seconds?: number; headline?: string }
  entry_form?: string
}

/** GET /api/site, read afresh (the app's cached copy may be older than a setting just shipped). */
export async function getSiteValues(signal?: AbortSignal): Promise<SiteValues> {
  const answer = await api.get<DataEnvelope<SiteValues>>('/site', { signal })
  return answer.data
}

export const siteValuesQueryOptions = queryOptions({
  queryKey: experimentKeys.currentValues('site'),
  queryFn: ({ signal }) => getSiteValues(signal),
  staleTime: 0,
})

export function useSiteValues(enabled: boolean) {
  return useQuery({ ...siteValuesQueryOptions, enabled })
}
