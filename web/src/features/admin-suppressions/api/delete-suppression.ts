import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { suppressionsKey } from './get-suppressions'

/** DELETE /api/admin/suppressions/{id}: the number or address may be contacted again. */
export function deleteSuppression(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/admin/suppressions/${id}`)
}

export function useDeleteSuppression() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSuppression,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppressionsKey }),
  })
}
