import { useQuery } from '@tanstack/react-query'
import { partnerListOptions } from '@/lib/admin/partners'
import { partnersKey } from '@/lib/admin/query-keys'
import type { Partner } from '../types'

export { partnersKey }

export const partnersQueryOptions = partnerListOptions<Partner>()

export function usePartners() {
  return useQuery(partnersQueryOptions)
}
