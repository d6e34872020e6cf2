import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export interface PracticeArea {
  id: number
  title: string
}

/** GET /api/all-services: the practice areas a partner can be limited to. */
export function getPracticeAreas(signal?: AbortSignal): Promise<PracticeArea[]> {
  return api.get<{ data: PracticeArea[] }>('/all-services', { signal }).then((answer) => answer.data)
}

export const practiceAreasQueryOptions = queryOptions({
  queryKey: ['admin', 'partners', 'practice-areas'] as const,
  queryFn: ({ signal }) => getPracticeAreas(signal),
})

export function usePracticeAreas() {
  return useQuery(practiceAreasQueryOptions)
}
