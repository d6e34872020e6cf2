import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { authKeys } from '@/lib/auth'
import { saveSession } from '@/lib/session'
import type { LoginResponse } from './login'

export interface SecondStepInput {
  mfa_token: string
  /** Six digits from the authenticator, or a recovery code. */
  code: string
}

/** POST /api/auth/login/mfa: the second step of a sign-in; keeps the session's token. */
export async function loginSecondStep(input: SecondStepInput): Promise<LoginResponse> {
  const response = await api.post<LoginResponse>('/auth/login/mfa', input)
  saveSession(response.access_token)
  return response
}

export function useLoginSecondStep() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: loginSecondStep,
    onSuccess: () => queryClient.removeQueries({ queryKey: authKeys.all }),
  })
}
