import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { AdminUser, UserChange } from '../types'
import { userKeys } from './keys'

export interface UpdateUserResponse {
  message: string
  data: AdminUser
}

/**
 * PATCH /api/admin/users/{id} {role?, disabled?}. The server ends the
 * account's sessions and refuses (422) to leave no enabled admin.
 */
export function updateUser({ id, changes }: { id: number; changes: UserChange }): Promise<UpdateUserResponse> {
  return api.patch<UpdateUserResponse>(`/admin/users/${id}`, changes)
}

export function useUpdateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  })
}
