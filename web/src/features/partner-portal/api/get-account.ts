import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { PartnerAccount } from '../types'
import { accountKey } from './portal-keys'

/** GET /api/partner/account: the signed-in member's firm. */
export function getAccount(signal?: AbortSignal): Promise<PartnerAccount> {
  return api.get<{ data: PartnerAccount }>('/partner/account', { signal }).then((answer) => answer.data)
}

export function useAccount() {
  return useQuery({ queryKey: accountKey, queryFn: ({ signal }) => getAccount(signal) })
}
