import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { authKeys } from '@/lib/auth'
import { passkeysKey } from './get-passkeys'

/** DELETE /api/auth/passkeys/{id}: removes one of the account's passkeys (after a fresh check of who the person is). */
export function removePasskey(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/auth/passkeys/${id}`)
}

export function useRemovePasskey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: passkeysKey })
      void queryClient.invalidateQueries({ queryKey: authKeys.profile })
    },
  })
}
