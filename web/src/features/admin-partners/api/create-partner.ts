import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { PartnerCreated, PartnerPayload } from '../types'
import { partnersKey } from './get-partners'

/** POST /api/admin/partners → 201 {message, data}, data with the webhook secret (a random one when none is sent), shown this once. */
export function createPartner(payload: PartnerPayload): Promise<PartnerCreated> {
  return api.post<PartnerCreated>('/admin/partners', payload)
}

export function useCreatePartner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnersKey }),
  })
}
