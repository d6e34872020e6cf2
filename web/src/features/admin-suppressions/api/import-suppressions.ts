import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { ImportReport } from '../types'
import { suppressionsKey } from './get-suppressions'

/** The server's limits, checked first so a big file fails at once. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024

/** POST /api/admin/suppressions/import with the CSV file as the body (text/csv). */
export function importSuppressions(file: Blob): Promise<{ message: string; data: ImportReport }> {
  return api.post('/admin/suppressions/import', file, { headers: { 'Content-Type': 'text/csv' } })
}

export function useImportSuppressions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: importSuppressions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppressionsKey }),
  })
}
