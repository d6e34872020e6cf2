import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Lead, LeadDetail, LeadStatus } from '../types'
import { leadKeys } from './keys'

export interface LeadUpdate {
  status?: LeadStatus
  notes?: string
}

export interface UpdateLeadResponse {
  message: string
  lead: Lead
}

/** PATCH /api/admin/leads/{id} {status?, notes?}. */
export function updateLead({ id, changes }: { id: number | string; changes: LeadUpdate }): Promise<UpdateLeadResponse> {
  return apiRequest<UpdateLeadResponse>(`/admin/leads/${encodeURIComponent(String(id))}`, {
    method: 'PATCH',
    body: changes,
  })
}

export function useUpdateLead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateLead,
    onSuccess: ({ lead }) => {
      // The answer is the lead without its delivery trail: keep the trail shown.
      queryClient.setQueryData<LeadDetail>(leadKeys.detail(String(lead.id)), (shown) =>
        shown ? { ...shown, ...lead, deliveries: shown.deliveries } : shown,
      )
      return queryClient.invalidateQueries({ queryKey: leadKeys.lists() })
    },
  })
}
