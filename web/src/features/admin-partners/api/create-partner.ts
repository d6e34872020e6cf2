import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { PartnerPayload, PartnerSaved } from '../types'
import { partnersKey } from './get-partners'

/** POST /api/admin/partners → 201 {message, data}. An empty webhook_secret makes the server generate one. */
export function createPartner(payload: PartnerPayload): Promise<PartnerSaved> {
  return api.post<PartnerSaved>('/admin/partners', payload)
}

export function useCreatePartner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnersKey }),
  })
}
