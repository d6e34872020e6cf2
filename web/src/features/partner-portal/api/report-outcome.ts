import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { leadsKey } from './portal-keys'

export interface OutcomeInput {
  status: string
  reason: string
}

/** POST /api/partner/leads/{reference}/outcome with the member's session: the same report a signed request makes. */
export function reportOutcome({ reference, input }: { reference: string; input: OutcomeInput }) {
  return api.post<{ message: string }>(`/partner/leads/${encodeURIComponent(reference)}/outcome`, input)
}

export function useReportOutcome() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: reportOutcome, onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKey }) })
}
