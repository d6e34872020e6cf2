import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { leadKeys } from './keys'

/** DELETE /api/admin/leads/{id}: erases the lead and its consent record (privacy erasure). */
export function deleteLead(id: number | string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/admin/leads/${encodeURIComponent(String(id))}`, { method: 'DELETE' })
}

export function useDeleteLead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteLead,
    onSuccess: (_data, id) => {
      // The page showing the lead is still mounted: dropping its active query would
      // refetch it (a 404). It leaves the cache once nothing shows it any more.
      queryClient.removeQueries({ queryKey: leadKeys.detail(String(id)), exact: true, type: 'inactive' })
      return queryClient.invalidateQueries({ queryKey: leadKeys.lists() })
    },
  })
}
