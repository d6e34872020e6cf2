import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { RevocationDetail, RevocationInput } from '../types'
import { revocationsKey } from './get-revocations'

/** POST /api/admin/revocations → 201 {message, data}; 422 with field errors. */
export function createRevocation(input: RevocationInput): Promise<{ message: string; data: RevocationDetail }> {
  return api.post('/admin/revocations', input)
}

export function useCreateRevocation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createRevocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: revocationsKey }),
  })
}
