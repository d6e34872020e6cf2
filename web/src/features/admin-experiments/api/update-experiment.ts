import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Experiment, ExperimentInput } from '../types'
import { experimentKeys, type ExperimentAnswer } from './keys'

/**
 * PUT /api/admin/experiments/{id} → 200 {data}; 422 errors per field, also
 * on a field the experiment's status locks (once started: target, variants,
 * primary_metric, min_effect, alpha, language; once stopped: traffic_percent too).
 */
export function updateExperiment({ id, input }: { id: number; input: ExperimentInput }): Promise<ExperimentAnswer<Experiment>> {
  return api.put(`/admin/experiments/${id}`, input)
}

export function useUpdateExperiment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateExperiment,
    onSuccess: (answer) => {
      queryClient.setQueryData(experimentKeys.detail(answer.data.id), answer.data)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: experimentKeys.list() }),
        queryClient.invalidateQueries({ queryKey: experimentKeys.results(answer.data.id) }),
      ])
    },
  })
}
