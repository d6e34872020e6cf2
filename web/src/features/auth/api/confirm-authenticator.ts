import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { authKeys } from '@/lib/auth'

export interface ConfirmAuthenticatorResponse {
  message: string
  data: { recovery_codes: string[] }
}

/** POST /api/auth/mfa/totp/confirm: turns the authenticator on with one of its codes; answers the recovery codes, once. */
export function confirmAuthenticator(code: string): Promise<ConfirmAuthenticatorResponse> {
  return api.post<ConfirmAuthenticatorResponse>('/auth/mfa/totp/confirm', { code })
}

export function useConfirmAuthenticator() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmAuthenticator,
    // The profile's mfa_enabled and mfa_setup_required change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.profile }),
  })
}
