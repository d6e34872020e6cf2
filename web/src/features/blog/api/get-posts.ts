import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import type { Post } from '../types'

/** GET /api/blogs?page=N: published posts, newest first, 12 per page. */
export function getPosts(page: number): Promise<Paginated<Post>> {
  return api.get<Paginated<Post>>('/blogs', { params: { page } })
}

export const postsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['blogs', page],
    queryFn: () => getPosts(page),
    placeholderData: keepPreviousData,
  })

export function usePosts(page: number) {
  return useQuery(postsQueryOptions(page))
}
