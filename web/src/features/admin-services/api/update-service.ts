import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toFormData } from '@/lib/admin/form-data'
import { invalidateContent } from '@/lib/admin/invalidate'
import { withSpanishField } from '@/lib/admin/spanish'
import { api, type Paginated } from '@/lib/api-client'
import type { AdminService, ServiceFormValues, ServiceSaved } from '../types'
import { adminServicesKey } from './get-admin-services'

/** POST /api/admin/services/{id} with _method=PUT (multipart; a new image only when chosen). */
export function updateService(id: number, values: ServiceFormValues): Promise<ServiceSaved> {
  return api.post<ServiceSaved>(`/admin/services/${id}`, toFormData(withSpanishField(values), 'PUT'))
}

/** On success the matching row is replaced in every cached page, then everything refreshes. */
export function useUpdateService() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: ServiceFormValues }) => updateService(id, values),
    onSuccess: ({ service }) => {
      queryClient.setQueriesData<Paginated<AdminService>>({ queryKey: adminServicesKey() }, (page) =>
        page ? { ...page, data: page.data.map((row) => (row.id === service.id ? service : row)) } : page,
      )
      void invalidateContent(queryClient)
    },
  })
}
