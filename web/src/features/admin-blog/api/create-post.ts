import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateContent } from '@/lib/admin/invalidate'
import { api, type Paginated } from '@/lib/api-client'
import type { AdminPost, PostFormValues, PostSaved } from '../types'
import { adminPostsKey } from './get-admin-posts'
import { postFormData } from './post-form-data'

/** POST /api/admin/blogs (multipart; the image in `path`) → 201 {message, blog}. */
export function createPost(values: PostFormValues): Promise<PostSaved> {
  return api.post<PostSaved>('/admin/blogs', postFormData(values))
}

/** On success the new post goes to the top of the first page (SPEC §4), then everything refreshes. */
export function useCreatePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPost,
    onSuccess: ({ blog }) => {
      queryClient.setQueryData<Paginated<AdminPost>>(adminPostsKey(1), (page) =>
        page ? { ...page, data: [blog, ...page.data.filter((row) => row.id !== blog.id)], total: page.total + 1 } : page,
      )
      void invalidateContent(queryClient)
    },
  })
}
