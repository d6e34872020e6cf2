import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toFormData } from '@/lib/admin/form-data'
import { invalidateContent } from '@/lib/admin/invalidate'
import { withSpanishField } from '@/lib/admin/spanish'
import { api, type Paginated } from '@/lib/api-client'
import type { AdminService, ServiceFormValues, ServiceSaved } from '../types'
import { adminServicesKey } from './get-admin-services'

/** POST /api/admin/services (multipart; the image in `path`). */
export function createService(values: ServiceFormValues): Promise<ServiceSaved> {
  return api.post<ServiceSaved>('/admin/services', toFormData(withSpanishField(values)))
}

/** On success the new service goes to the top of the first page (SPEC §4), then everything refreshes. */
export function useCreateService() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createService,
    onSuccess: ({ service }) => {
      queryClient.setQueryData<Paginated<AdminService>>(adminServicesKey(1), (page) =>
        page ? { ...page, data: [service, ...page.data.filter((s) => s.id !== service.id)], total: page.total + 1 } : page,
      )
      void invalidateContent(queryClient)
    },
  })
}
