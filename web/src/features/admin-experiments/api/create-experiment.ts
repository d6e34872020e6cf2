import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Experiment, ExperimentInput } from '../types'
import { experimentKeys, type ExperimentAnswer } from './keys'

/** POST /api/admin/experiments → 201 {data} (a draft); 422 errors per field (`variants.1.value`, `traffic_percent`…). */
export function createExperiment(input: ExperimentInput): Promise<ExperimentAnswer<Experiment>> {
  return api.post('/admin/experiments', input)
}

export function useCreateExperiment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createExperiment,
    onSuccess: (answer) => {
      queryClient.setQueryData(experimentKeys.detail(answer.data.id), answer.data)
      return queryClient.invalidateQueries({ queryKey: experimentKeys.list() })
    },
  })
}
