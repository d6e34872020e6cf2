import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** POST /api/auth/resend-verification: a new confirmation link for the signed-in user. */
export function resendVerification(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/resend-verification', {})
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification })
}
