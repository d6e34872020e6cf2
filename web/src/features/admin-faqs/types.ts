import type { SpanishFormValues } from '@/lib/admin/spanish'

/** An FAQ entry's Spanish version (issue 25). */
export interface QuestionSpanish {
  faq_question: string
  answer: string
}

/** An FAQ entry as the admin API returns it (docs/api.md `Question`). */
export interface AdminQuestion {
  id: number
  faq_question: string
  /** Plain text. */
  answer: string
  /** The Spanish version; null when there is none. */
  es: QuestionSpanish | null
  created_at: string
  updated_at: string
}

export interface QuestionFormValues extends SpanishFormValues<QuestionSpanish> {
  faq_question: string
  answer: string
}

export interface QuestionSaved {
  message: string
  question: AdminQuestion
}
