import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateContent } from '@/lib/admin/invalidate'
import { withSpanish } from '@/lib/admin/spanish'
import { api, type Paginated } from '@/lib/api-client'
import type { AdminQuestion, QuestionFormValues, QuestionSaved } from '../types'
import { adminQuestionsKey } from './get-admin-questions'

/** POST /api/admin/questions (JSON) → 201 {message, question}. */
export function createQuestion(values: QuestionFormValues): Promise<QuestionSaved> {
  return api.post<QuestionSaved>('/admin/questions', withSpanish(values))
}

/** On success the new question goes to the top of the first page (SPEC §4), then everything refreshes. */
export function useCreateQuestion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createQuestion,
    onSuccess: ({ question }) => {
      queryClient.setQueryData<Paginated<AdminQuestion>>(adminQuestionsKey(1), (page) =>
        page ? { ...page, data: [question, ...page.data.filter((row) => row.id !== question.id)], total: page.total + 1 } : page,
      )
      void invalidateContent(queryClient)
    },
  })
}
