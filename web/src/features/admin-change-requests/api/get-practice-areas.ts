import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export interface PracticeArea {
  id: number
  title: string
}

/** GET /api/all-services: the practice areas, to name the ones a request asks for. */
export function getPracticeAreas(signal?: AbortSignal): Promise<PracticeArea[]> {
  return api.get<{ data: PracticeArea[] }>('/all-services', { signal }).then((answer) => answer.data)
}

export function usePracticeAreas() {
  return useQuery({
    queryKey: ['admin', 'change-requests', 'practice-areas'],
    queryFn: ({ signal }) => getPracticeAreas(signal),
    staleTime: 5 * 60_000,
  })
}
