import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { PortalReturn } from '../types'
import { portalKey } from './portal-keys'

export interface ReturnInput {
  reason: string
  note: string
}

/** POST /api/partner/leads/{reference}/return → 201 {message, data}; 409 after the window or a second time; 422 per field. */
export function returnLead({ reference, input }: { reference: string; input: ReturnInput }) {
  return api.post<{ message: string; data: PortalReturn }>(`/partner/leads/${encodeURIComponent(reference)}/return`, input)
}

export function useReturnLead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: returnLead,
    // The lead, the list and the balance (an approval at once credits it).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKey }),
  })
}
