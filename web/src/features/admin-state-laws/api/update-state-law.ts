import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toFormData } from '@/lib/admin/form-data'
import { invalidateContent } from '@/lib/admin/invalidate'
import { withSpanishField } from '@/lib/admin/spanish'
import { api, type Paginated } from '@/lib/api-client'
import type { AdminStateLaw, StateLawFormValues, StateLawSaved } from '../types'
import { adminStateLawsKey } from './get-admin-state-laws'

/** POST /api/admin/state_laws/{id} with _method=PUT (multipart; a new image only when chosen). */
export function updateStateLaw(id: number, values: StateLawFormValues): Promise<StateLawSaved> {
  return api.post<StateLawSaved>(`/admin/state_laws/${id}`, toFormData(withSpanishField(values), 'PUT'))
}

/** On success the matching row is replaced in every cached page, then everything refreshes. */
export function useUpdateStateLaw() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: StateLawFormValues }) => updateStateLaw(id, values),
    onSuccess: ({ state_law }) => {
      queryClient.setQueriesData<Paginated<AdminStateLaw>>({ queryKey: adminStateLawsKey() }, (page) =>
        page ? { ...page, data: page.data.map((row) => (row.id === state_law.id ? state_law : row)) } : page,
      )
      void invalidateContent(queryClient)
    },
  })
}
