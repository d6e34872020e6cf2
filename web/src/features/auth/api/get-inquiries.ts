import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'

/** A lead the signed-in user sent (matched on the server by e-mail). */
export interface Inquiry {
  id: number
  created_at: string
  status: 'new' | 'contacted' | 'qualified' | 'rejected' | string
  source_form: 'consultation' | 'state_law' | string
  state: string
  state_name?: string
}

export async function getInquiries(): Promise<Inquiry[]> {
  const response = await api.get<DataEnvelope<Inquiry[]>>('/auth/inquiries')
  return response.data
}

export const inquiriesQueryOptions = queryOptions({
  queryKey: ['auth', 'inquiries'],
  queryFn: getInquiries,
  staleTime: 30 * 1000,
})

export function useInquiries() {
  return useQuery(inquiriesQueryOptions)
}
