import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Delivery } from '../types'
import { refreshAfterDelivery } from './delivery-changed'

export interface SendLeadResponse {
  message: string
  /** One delivery per channel of the partner (e-mail, webhook). */
  data: Delivery[]
}

/**
 * POST /api/admin/leads/{id}/deliveries {partner_id}: sends the lead to a
 * partner the operator chose, whatever its states, caps and hours; an
 * unrouted lead becomes routed. 422 on `partner_id` (no such partner, no
 * channel, the person is suppressed).
 */
export function sendLead({ leadId, partnerId }: { leadId: number; partnerId: number }): Promise<SendLeadResponse> {
  return apiRequest<SendLeadResponse>(`/admin/leads/${encodeURIComponent(String(leadId))}/deliveries`, {
    method: 'POST',
    body: { partner_id: partnerId },
  })
}

export function useSendLead(leadId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (partnerId: number) => sendLead({ leadId, partnerId }),
    onSuccess: () => refreshAfterDelivery(queryClient, leadId),
  })
}
