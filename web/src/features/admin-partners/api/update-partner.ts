import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { PartnerPayload, PartnerSaved } from '../types'
import { partnersKey } from './get-partners'

/** PUT /api/admin/partners/{id}: replaces every field; without webhook_secret the partner keeps its own. */
export function updatePartner({ id, payload }: { id: number; payload: PartnerPayload }): Promise<PartnerSaved> {
  return api.put<PartnerSaved>(`/admin/partners/${id}`, payload)
}

export function useUpdatePartner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnersKey }),
  })
}
