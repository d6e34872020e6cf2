import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Invitation } from '../invitations'
import { userKeys } from './keys'

/** DELETE /api/admin/invitations/{id}: the link stops working (409 once it is no longer pending). */
export function revokeInvitation(id: number): Promise<{ message: string; data: Invitation }> {
  return api.delete<{ message: string; data: Invitation }>(`/admin/invitations/${id}`)
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.allInvitations() }),
  })
}
