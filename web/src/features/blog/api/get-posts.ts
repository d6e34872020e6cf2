import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import { languageParam } from '@/i18n/content'
import type { Language } from '@/i18n/language'
import { useLanguage } from '@/i18n/use-language'
import type { Post } from '../types'

/** GET /api/blogs?page=N: published posts, newest first, 12 per page, in lang. */
export function getPosts(page: number, lang: Language): Promise<Paginated<Post>> {
  return api.get<Paginated<Post>>('/blogs', { params: { page, ...languageParam(lang) } })
}

export const postsQueryOptions = (page: number, lang: Language) =>
  queryOptions({
    queryKey: ['blogs', page, lang],
    queryFn: () => getPosts(page, lang),
    placeholderData: keepPreviousData,
  })

export function usePosts(page: number) {
  return useQuery(postsQueryOptions(page, useLanguage()))
}
