import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Experiment } from '../types'
import type { ExperimentAnswer } from './keys'
import { settleStatusChange } from './settle'

/** POST /api/admin/experiments/{id}/stop: running → stopped (every visitor sees the site's setting again). */
export function stopExperiment(id: number): Promise<ExperimentAnswer<Experiment>> {
  return api.post(`/admin/experiments/${id}/stop`)
}

export function useStopExperiment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: stopExperiment,
    onSuccess: (answer, id) => settleStatusChange(queryClient, id, answer),
  })
}
