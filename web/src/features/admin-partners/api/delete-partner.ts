import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { partnersKey } from './get-partners'

/** DELETE /api/admin/partners/{id}. Its deliveries stay in each lead's trail, by name. */
export function deletePartner(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/admin/partners/${id}`)
}

export function useDeletePartner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deletePartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnersKey }),
  })
}
