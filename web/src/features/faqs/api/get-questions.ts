import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'

export interface Question {
  id: number
  faq_question: string
  answer: string
}

/** GET /api/questions?page=N: the FAQ, 10 per page. */
export function getQuestions(page: number): Promise<Paginated<Question>> {
  return api.get<Paginated<Question>>('/questions', { params: { page } })
}

export const questionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['questions', page],
    queryFn: () => getQuestions(page),
    placeholderData: keepPreviousData,
  })

export function useQuestions(page: number) {
  return useQuery(questionsQueryOptions(page))
}
