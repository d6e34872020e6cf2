import { adminListKey, adminListQueryOptions, useAdminList } from '@/lib/admin/admin-list'
import type { AdminQuestion } from '../types'

/** GET /api/admin/questions?page=N: 10 per page. */
export const QUESTIONS = 'questions'

export const adminQuestionsKey = (page?: number) => adminListKey(QUESTIONS, page)

export const adminQuestionsQueryOptions = (page: number) => adminListQueryOptions<AdminQuestion>(QUESTIONS, page)

export function useAdminQuestions(page: number) {
  return useAdminList<AdminQuestion>(QUESTIONS, page)
}
