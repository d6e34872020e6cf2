import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import type { PrivacyRequestDetail } from '../types'
import { privacyRequestsKey } from './keys'

/** GET /api/admin/privacy-requests/{id}: the request with the requester's leads. */
export async function getPrivacyRequest(id: number, signal?: AbortSignal): Promise<PrivacyRequestDetail> {
  const answer = await api.get<DataEnvelope<PrivacyRequestDetail>>(`/admin/privacy-requests/${id}`, { signal })
  return answer.data
}

export const privacyRequestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...privacyRequestsKey, 'detail', id] as const,
    queryFn: ({ signal }) => getPrivacyRequest(id, signal),
  })

export function usePrivacyRequest(id: number | null) {
  return useQuery({ ...privacyRequestQueryOptions(id ?? 0), enabled: id !== null })
}
