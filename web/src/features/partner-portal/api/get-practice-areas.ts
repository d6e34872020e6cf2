import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { portalKey } from './portal-keys'

export interface PracticeArea {
  id: number
  title: string
}

/** GET /api/all-services: the practice areas a firm may take leads of. */
export function getPracticeAreas(signal?: AbortSignal): Promise<PracticeArea[]> {
  return api.get<{ data: PracticeArea[] }>('/all-services', { signal }).then((answer) => answer.data)
}

export function usePracticeAreas() {
  return useQuery({ queryKey: [...portalKey, 'practice-areas'], queryFn: ({ signal }) => getPracticeAreas(signal), staleTime: 5 * 60_000 })
}
