import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateContent } from '@/lib/admin/invalidate'
import { withSpanish } from '@/lib/admin/spanish'
import { api, type Paginated } from '@/lib/api-client'
import type { AdminQuestion, QuestionFormValues, QuestionSaved } from '../types'
import { adminQuestionsKey } from './get-admin-questions'

/** PUT /api/admin/questions/{id} (JSON) → {message, question}. */
export function updateQuestion(id: number, values: QuestionFormValues): Promise<QuestionSaved> {
  return api.put<QuestionSaved>(`/admin/questions/${id}`, withSpanish(values))
}

/** On success the matching row is replaced in every cached page, then everything refreshes. */
export function useUpdateQuestion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: QuestionFormValues }) => updateQuestion(id, values),
    onSuccess: ({ question }) => {
      queryClient.setQueriesData<Paginated<AdminQuestion>>({ queryKey: adminQuestionsKey() }, (page) =>
        page ? { ...page, data: page.data.map((row) => (row.id === question.id ? question : row)) } : page,
      )
      void invalidateContent(queryClient)
    },
  })
}
