import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { authKeys, type User } from '@/lib/auth'
import { saveSession } from '@/lib/session'

export type { User }

export interface LoginInput {
  email: string
  password: string
  /** 'Remember password': a 30-day session instead of 12 hours. */
  remember: boolean
}

export interface LoginResponse {
  message: string
  access_token: string
  token_type: 'Bearer'
  expires_at: string
  user: User
}

/** The answer to a right password of an account with a second factor: no session yet, the token of the second step. */
export interface SecondStepRequired {
  message: string
  mfa_required: true
  mfa_token: string
  /** What the second step may be: a code from the app or a recovery code (POST /api/auth/login/mfa), or a passkey (which signs in on its own). */
  methods: SecondStepMethod[]
}

export type SecondStepMethod = 'totp' | 'recovery_code' | 'passkey'

export function isSecondStep(answer: LoginResponse | SecondStepRequired): answer is SecondStepRequired {
  return 'mfa_required' in answer && answer.mfa_required
}

/**
 * POST /api/auth/login; keeps only the token. The user in the answer picks
 * where to go next, but the role that guards anything is asked of
 * GET /api/auth/profile. An account with a second factor gets the second
 * step's token instead (POST /api/auth/login/mfa).
 */
export async function login(input: LoginInput): Promise<LoginResponse | SecondStepRequired> {
  const response = await api.post<LoginResponse | SecondStepRequired>('/auth/login', input)
  if (!isSecondStep(response)) saveSession(response.access_token)
  return response
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    // A profile cached for an earlier session must not answer for this one.
    onSuccess: () => queryClient.removeQueries({ queryKey: authKeys.all }),
  })
}
