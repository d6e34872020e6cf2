import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import type { RevocationDetail } from '../types'
import { revocationsKey } from './get-revocations'

/** GET /api/admin/revocations/{id}: the revocation with its notices to partners. */
export function getRevocation(id: number, signal?: AbortSignal): Promise<RevocationDetail> {
  return api.get<DataEnvelope<RevocationDetail>>(`/admin/revocations/${id}`, { signal }).then((answer) => answer.data)
}

export const revocationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...revocationsKey, 'detail', id] as const,
    queryFn: ({ signal }) => getRevocation(id, signal),
    refetchInterval: 5_000,
  })

export function useRevocation(id: number) {
  return useQuery(revocationQueryOptions(id))
}
