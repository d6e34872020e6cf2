import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Experiment } from '../types'
import type { ExperimentAnswer } from './keys'
import { settleStatusChange } from './settle'

/**
 * POST /api/admin/experiments/{id}/start: draft → running (its variants and
 * weights lock); 409 {message} when another running experiment varies the
 * same target.
 */
export function startExperiment(id: number): Promise<ExperimentAnswer<Experiment>> {
  return api.post(`/admin/experiments/${id}/start`)
}

export function useStartExperiment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: startExperiment,
    onSuccess: (answer, id) => settleStatusChange(queryClient, id, answer),
  })
}
