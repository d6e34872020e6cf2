import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { siteQueryOptions } from '@/lib/site'
import type { Settings } from '../types'
import { settingsKey } from './get-settings'

/** PUT /api/admin/settings with the whole settings object → 200 {message, data}; 422 errors per field. */
export function updateSettings(settings: Settings): Promise<{ message: string; data: Settings }> {
  return api.put('/admin/settings', settings)
}

export function useUpdateSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKey, answer.data)
      // The admin area shows the brand too: read /api/site again.
      return queryClient.invalidateQueries({ queryKey: siteQueryOptions.queryKey })
    },
  })
}
