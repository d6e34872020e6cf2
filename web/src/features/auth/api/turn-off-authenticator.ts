import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { authKeys } from '@/lib/auth'

export interface TurnOffAuthenticatorInput {
  password: string
  code: string
}

/** POST /api/auth/mfa/totp/disable: turns the authenticator off, with the password and a code as proof. */
export function turnOffAuthenticator(input: TurnOffAuthenticatorInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/mfa/totp/disable', input)
}

export function useTurnOffAuthenticator() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: turnOffAuthenticator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.profile }),
  })
}
