import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { authKeys, type User } from '@/lib/auth'

/** POST /api/auth/verify-email: uses the single-use link mailed at registration. */
export function verifyEmail(token: string): Promise<{ message: string; data: User }> {
  return api.post<{ message: string; data: User }>('/auth/verify-email', { token })
}

export function useVerifyEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyEmail,
    // A signed-in owner sees the new state (and their inquiries) at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.all }),
  })
}
