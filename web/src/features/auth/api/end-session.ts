import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { sessionsKey } from './get-sessions'

/** DELETE /api/auth/sessions/{id}: signs that session out. */
export function endSession(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/auth/sessions/${encodeURIComponent(id)}`)
}

export function useEndSession() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: endSession, onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }) })
}
