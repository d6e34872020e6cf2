import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import { inLanguage } from '@/i18n/content'
import type { Language } from '@/i18n/language'
import { useLanguage } from '@/i18n/use-language'
import type { Post } from '../types'

/** GET /api/blogs/{slug}: one published post with its body. */
export async function getPost(slug: string, lang: Language): Promise<Post> {
  const response = await api.get<DataEnvelope<Post>>(inLanguage(`/blogs/${encodeURIComponent(slug)}`, lang))
  return response.data
}

export const postQueryOptions = (slug: string, lang: Language) =>
  queryOptions({
    queryKey: ['blog', slug, lang],
    queryFn: () => getPost(slug, lang),
  })

export function usePost(slug: string) {
  return useQuery(postQueryOptions(slug, useLanguage()))
}
