import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateContent } from '@/lib/admin/invalidate'
import { api, type Paginated } from '@/lib/api-client'
import type { AdminStateLaw } from '../types'
import { adminStateLawsKey } from './get-admin-state-laws'

/** DELETE /api/admin/state_laws/{id} → {message}. */
export function deleteStateLaw(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/admin/state_laws/${id}`)
}

/** On success the row leaves every cached page, then everything refreshes. */
export function useDeleteStateLaw() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteStateLaw,
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<Paginated<AdminStateLaw>>({ queryKey: adminStateLawsKey() }, (page) =>
        page ? { ...page, data: page.data.filter((row) => row.id !== id), total: Math.max(0, page.total - 1) } : page,
      )
      void invalidateContent(queryClient)
    },
  })
}
