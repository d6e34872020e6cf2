import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import { languageParam } from '@/i18n/content'
import type { Language } from '@/i18n/language'
import { useLanguage } from '@/i18n/use-language'

export interface Question {
  id: number
  faq_question: string
  answer: string
}

/** GET /api/questions?page=N: the FAQ, 10 per page, in lang. */
export function getQuestions(page: number, lang: Language): Promise<Paginated<Question>> {
  return api.get<Paginated<Question>>('/questions', { params: { page, ...languageParam(lang) } })
}

export const questionsQueryOptions = (page: number, lang: Language) =>
  queryOptions({
    queryKey: ['questions', page, lang],
    queryFn: () => getQuestions(page, lang),
    placeholderData: keepPreviousData,
  })

export function useQuestions(page: number) {
  return useQuery(questionsQueryOptions(page, useLanguage()))
}
