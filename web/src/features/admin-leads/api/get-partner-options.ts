import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import { leadKeys } from './keys'

/**
 * The fields of a partner (GET /api/admin/partners) the picker needs. The
 * partners screen owns the full type; features do not import each other.
 */
export interface PartnerOption {
  id: number
  name: string
  email: string
  webhook_url: string
  /** Two-letter state codes the partner takes leads from. */
  states: string[]
  active: boolean
  priority: number
}

/** GET /api/admin/partners: every partner, for the 'Send to a partner' picker. */
export async function getPartnerOptions(): Promise<PartnerOption[]> {
  const response = await api.get<DataEnvelope<PartnerOption[]>>('/admin/partners')
  return response.data
}

export const partnerOptionsQueryOptions = queryOptions({
  queryKey: leadKeys.partnerOptions(),
  queryFn: getPartnerOptions,
  staleTime: 30_000,
})

export function usePartnerOptions(enabled = true) {
  return useQuery({ ...partnerOptionsQueryOptions, enabled })
}
