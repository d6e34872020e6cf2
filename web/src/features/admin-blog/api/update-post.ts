import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateContent } from '@/lib/admin/invalidate'
import { api, type Paginated } from '@/lib/api-client'
import type { AdminPost, PostFormValues, PostSaved } from '../types'
import { adminPostsKey } from './get-admin-posts'
import { postFormData } from './post-form-data'

/** POST /api/admin/blogs/{id} with _method=PUT (multipart; a new image only when chosen). */
export function updatePost(id: number, values: PostFormValues): Promise<PostSaved> {
  return api.post<PostSaved>(`/admin/blogs/${id}`, postFormData(values, 'PUT'))
}

/** On success the matching row is replaced in every cached page, then everything refreshes. */
export function useUpdatePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: PostFormValues }) => updatePost(id, values),
    onSuccess: ({ blog }) => {
      queryClient.setQueriesData<Paginated<AdminPost>>({ queryKey: adminPostsKey() }, (page) =>
        page ? { ...page, data: page.data.map((row) => (row.id === blog.id ? blog : row)) } : page,
      )
      void invalidateContent(queryClient)
    },
  })
}
