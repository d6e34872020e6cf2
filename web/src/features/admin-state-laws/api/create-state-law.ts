import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toFormData } from '@/lib/admin/form-data'
import { invalidateContent } from '@/lib/admin/invalidate'
import { withSpanishField } from '@/lib/admin/spanish'
import { api, type Paginated } from '@/lib/api-client'
import type { AdminStateLaw, StateLawFormValues, StateLawSaved } from '../types'
import { adminStateLawsKey } from './get-admin-state-laws'

/** POST /api/admin/state_laws (multipart; the image in `path`) → {message, state_law}. */
export function createStateLaw(values: StateLawFormValues): Promise<StateLawSaved> {
  return api.post<StateLawSaved>('/admin/state_laws', toFormData(withSpanishField(values)))
}

/** On success the new page goes to the top of the first page (SPEC §4), then everything refreshes. */
export function useCreateStateLaw() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createStateLaw,
    onSuccess: ({ state_law }) => {
      queryClient.setQueryData<Paginated<AdminStateLaw>>(adminStateLawsKey(1), (page) =>
        page ? { ...page, data: [state_law, ...page.data.filter((row) => row.id !== state_law.id)], total: page.total + 1 } : page,
      )
      void invalidateContent(queryClient)
    },
  })
}
