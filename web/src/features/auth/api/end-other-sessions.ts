import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { sessionsKey } from './get-sessions'

/** POST /api/auth/sessions/revoke-others: signs every other session of the account out. */
export function endOtherSessions(): Promise<{ message: string; ended: number }> {
  return api.post<{ message: string; ended: number }>('/auth/sessions/revoke-others')
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: endOtherSessions, onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }) })
}
