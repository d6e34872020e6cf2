import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { passkeysKey } from './get-passkeys'

/** PATCH /api/auth/passkeys/{id}: gives one of the account's passkeys a new name. */
export function renamePasskey({ id, name }: { id: number; name: string }): Promise<{ message: string }> {
  return api.patch<{ message: string }>(`/auth/passkeys/${id}`, { name })
}

export function useRenamePasskey() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: renamePasskey, onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey }) })
}
