import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import type { Post } from '../types'

/** GET /api/blogs/{slug}: one published post with its body. */
export async function getPost(slug: string): Promise<Post> {
  const response = await api.get<DataEnvelope<Post>>(`/blogs/${encodeURIComponent(slug)}`)
  return response.data
}

export const postQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blog', slug],
    queryFn: () => getPost(slug),
  })

export function usePost(slug: string) {
  return useQuery(postQueryOptions(slug))
}
