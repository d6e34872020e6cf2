import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Delivery } from '../types'
import { refreshAfterDelivery } from './delivery-changed'

export interface RetryDeliveryResponse {
  message: string
  data: Delivery
}

/**
 * POST /api/admin/deliveries/{id}/retry: a failed or dead delivery goes back
 * in the queue. 409 when it is pending or already delivered.
 */
export function retryDelivery(id: number): Promise<RetryDeliveryResponse> {
  return apiRequest<RetryDeliveryResponse>(`/admin/deliveries/${encodeURIComponent(String(id))}/retry`, {
    method: 'POST',
  })
}

export function useRetryDelivery(leadId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retryDelivery,
    // A 409 means the trail shown is stale (someone else retried, or it got
    // through meanwhile): refresh either way.
    onSettled: () => refreshAfterDelivery(queryClient, leadId),
  })
}
