import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { siteQueryOptions } from '@/lib/site'
import type { Experiment } from '../types'
import type { ExperimentAnswer } from './keys'
import { settleStatusChange } from './settle'

/**
 * POST /api/admin/experiments/{id}/ship {"variant": "b"}: running or
 * stopped → shipped; the variant's value becomes the site's setting.
 */
export function shipExperiment({ id, variant }: { id: number; variant: string }): Promise<ExperimentAnswer<Experiment>> {
  return api.post(`/admin/experiments/${id}/ship`, { variant })
}

export function useShipExperiment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: shipExperiment,
    onSuccess: (answer, { id }) =>
      Promise.all([
        settleStatusChange(queryClient, id, answer),
        // A setting changed: the Settings screen and the site's values.
        queryClient.invalidateQueries({ queryKey: ['admin', 'settings'] }),
        queryClient.invalidateQueries({ queryKey: siteQueryOptions.queryKey }),
      ]),
  })
}
