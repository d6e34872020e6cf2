import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { accountKey } from './portal-keys'

/** POST /api/partner/pause or /resume: routing skips a paused firm. */
export function setPaused(paused: boolean) {
  return api.post<{ message: string; data: { paused: boolean } }>(paused ? '/partner/pause' : '/partner/resume')
}

export function useSetPaused() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setPaused, onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey }) })
}
