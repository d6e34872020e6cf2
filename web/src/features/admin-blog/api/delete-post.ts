import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateContent } from '@/lib/admin/invalidate'
import { api, type Paginated } from '@/lib/api-client'
import type { AdminPost } from '../types'
import { adminPostsKey } from './get-admin-posts'

/** DELETE /api/admin/blogs/{id} → {message}. */
export function deletePost(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/admin/blogs/${id}`)
}

/** On success the row leaves every cached page, then everything refreshes. */
export function useDeletePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<Paginated<AdminPost>>({ queryKey: adminPostsKey() }, (page) =>
        page ? { ...page, data: page.data.filter((row) => row.id !== id), total: Math.max(0, page.total - 1) } : page,
      )
      void invalidateContent(queryClient)
    },
  })
}
