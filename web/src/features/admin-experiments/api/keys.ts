/** Query keys of the experiments screens, so a change can refresh what it touched. */
export const experimentKeys = {
  all: ['admin', 'experiments'] as const,
  list: () => [...experimentKeys.all, 'list'] as const,
  detail: (id: number | string) => [...experimentKeys.all, 'detail', String(id)] as const,
  results: (id: number | string) => [...experimentKeys.all, 'results', String(id)] as const,
  /** The site's current values of the targets (the control of a new experiment). */
  currentValues: (source: 'settings' | 'site') => [...experimentKeys.all, 'current-values', source] as const,
}

/** What start, stop, ship, create and update answer: the experiment as it now is. */
export interface ExperimentAnswer<T> {
  message?: string
  data: T
}
