import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Suppression, SuppressionInput } from '../types'
import { suppressionsKey } from './get-suppressions'

/** POST /api/admin/suppressions {phone?, email?, reason?} → 201 {message, data}; 422 when already listed. */
export function addSuppression(input: SuppressionInput): Promise<{ message: string; data: Suppression }> {
  return api.post('/admin/suppressions', input)
}

export function useAddSuppression() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addSuppression,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppressionsKey }),
  })
}
