import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Invitation, InvitationInput } from '../invitations'
import { userKeys } from './keys'

/** POST /api/admin/invitations: mails the link; an open invitation to the address is withdrawn. */
export function createInvitation(input: InvitationInput): Promise<{ message: string; data: Invitation }> {
  return api.post<{ message: string; data: Invitation }>('/admin/invitations', input)
}

export function useCreateInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.allInvitations() }),
  })
}
