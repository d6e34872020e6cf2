import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateContent } from '@/lib/admin/invalidate'
import { api, type Paginated } from '@/lib/api-client'
import type { AdminQuestion } from '../types'
import { adminQuestionsKey } from './get-admin-questions'

/** DELETE /api/admin/questions/{id} → {message}. */
export function deleteQuestion(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/admin/questions/${id}`)
}

/** On success the row leaves every cached page, then everything refreshes. */
export function useDeleteQuestion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<Paginated<AdminQuestion>>({ queryKey: adminQuestionsKey() }, (page) =>
        page ? { ...page, data: page.data.filter((row) => row.id !== id), total: Math.max(0, page.total - 1) } : page,
      )
      void invalidateContent(queryClient)
    },
  })
}
