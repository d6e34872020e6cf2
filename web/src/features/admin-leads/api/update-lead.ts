import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Lead, LeadDetail, LeadStatus } from '../types'
import { leadKeys } from './keys'

/** The person's contact details, as the operator corrects them; a field not sent is left as it is. */
export interface LeadContactUpdate {
  first_name?: string
  last_name?: string
  /** The state-law form's single name. */
  name?: string
  email?: string
  phone?: string
  zip_code?: string
}

export interface LeadUpdate extends LeadContactUpdate {
  status?: LeadStatus
  notes?: string
}

export interface UpdateLeadResponse {
  message: string
  lead: Lead
}

/** PATCH /api/admin/leads/{id} {status?, notes?, first_name?, last_name?, name?, email?, phone?, zip_code?}. */
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
    onSuccess: ({ lead }, { changes }) => {
      // The answer is the lead without its delivery trail: keep the trail shown.
      queryClient.setQueryData<LeadDetail>(leadKeys.detail(String(lead.id)), (shown) =>
        shown ? { ...shown, ...lead, deliveries: shown.deliveries } : shown,
      )
      // A change of status adds a step to the status history, and a
      // correction of contact details may queue notices to the partners
      // that received the lead: read it again.
      const contact = (['first_name', 'last_name', 'name', 'email', 'phone', 'zip_code'] as const).some((k) => changes[k] !== undefined)
      if (changes.status !== undefined || contact) void queryClient.invalidateQueries({ queryKey: leadKeys.detail(String(lead.id)) })
      return queryClient.invalidateQueries({ queryKey: leadKeys.lists() })
    },
  })
}
