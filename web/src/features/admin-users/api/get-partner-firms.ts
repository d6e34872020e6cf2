import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** A partner firm as the invitation form offers it. */
export interface PartnerFirm {
  id: number
  name: string
}

/** GET /api/admin/partners, as the firms an invitation may name. */
export async function getPartnerFirms(signal?: AbortSignal): Promise<PartnerFirm[]> {
  const answer = await api.get<{ data: PartnerFirm[] }>('/admin/partners', { signal })
  return answer.data.map(({ id, name }) => ({ id, name }))
}

export function usePartnerFirms() {
  return useQuery({ queryKey: ['admin', 'users', 'partner-firms'], queryFn: ({ signal }) => getPartnerFirms(signal) })
}
