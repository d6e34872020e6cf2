import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { authKeys } from '@/lib/auth'
import { saveSession } from '@/lib/session'
import type { LoginResponse } from './login'

export interface AcceptInvitationInput {
  token: string
  first_name: string
  last_name: string
  password: string
}

/**
 * POST /api/auth/accept-invitation: the account gets the invitation's role,
 * and the answer is a login's, whose token is kept.
 */
export async function acceptInvitation(input: AcceptInvitationInput): Promise<LoginResponse> {
  const response = await api.post<LoginResponse>('/auth/accept-invitation', input)
  saveSession(response.access_token)
  return response
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptInvitation,
    // Whatever the browser knew of an earlier session is not this one's.
    onSuccess: () => queryClient.removeQueries({ queryKey: authKeys.all }),
  })
}
