import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export interface ResetPasswordInput {
  token: string
  password: string
}

/** POST /api/auth/reset-password: sets the password and ends every session of the account. */
export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/reset-password', input)
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
