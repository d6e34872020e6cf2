import type { QueryClient } from '@tanstack/react-query'
import type { Experiment } from '../types'
import { experimentKeys, type ExperimentAnswer } from './keys'

/** After start, stop or ship: the experiment as answered, and its list and results read again. */
export function settleStatusChange(queryClient: QueryClient, id: number, answer: ExperimentAnswer<Experiment> | undefined) {
  if (answer?.data && answer.data.id === id) queryClient.setQueryData(experimentKeys.detail(id), answer.data)
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: experimentKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: experimentKeys.list() }),
    queryClient.invalidateQueries({ queryKey: experimentKeys.results(id) }),
  ])
}
