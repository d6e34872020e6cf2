import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { authKeys } from '@/lib/auth'
import type { ConfirmAuthenticatorResponse } from './confirm-authenticator'

/** POST /api/auth/mfa/recovery-codes: new recovery codes (after a fresh check), the old ones dead; answered once. */
export function newRecoveryCodes(): Promise<ConfirmAuthenticatorResponse> {
  return api.post<ConfirmAuthenticatorResponse>('/auth/mfa/recovery-codes')
}

export function useNewRecoveryCodes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: newRecoveryCodes,
    // The profile counts the codes left.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.profile }),
  })
}
