import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateContent } from '@/lib/admin/invalidate'
import { api, type Paginated } from '@/lib/api-client'
import type { AdminService } from '../types'
import { adminServicesKey } from './get-admin-services'

/** DELETE /api/admin/services/{id} → {message}. */
export function deleteService(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/admin/services/${id}`)
}

/** On success the row leaves every cached page, then everything refreshes. */
export function useDeleteService() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteService,
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<Paginated<AdminService>>({ queryKey: adminServicesKey() }, (page) =>
        page ? { ...page, data: page.data.filter((row) => row.id !== id), total: Math.max(0, page.total - 1) } : page,
      )
      void invalidateContent(queryClient)
    },
  })
}
