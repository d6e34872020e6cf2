import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** POST /api/admin/partners/{id}/webhook-secret: a new random secret, shown in this answer only. */
export function rotatePartnerSecret(id: number): Promise<{ message: string; data: { webhook_secret: string } }> {
  return api.post<{ message: string; data: { webhook_secret: string } }>(`/admin/partners/${id}/webhook-secret`)
}

export function useRotatePartnerSecret() {
  return useMutation({ mutationFn: rotatePartnerSecret })
}
