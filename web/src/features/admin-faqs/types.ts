/** An FAQ entry as the admin API returns it (docs/api.md `Question`). */
export interface AdminQuestion {
  id: number
  faq_question: string
  /** Plain text. */
  answer: string
  created_at: string
  updated_at: string
}

export interface QuestionFormValues {
  faq_question: string
  answer: string
}

export interface QuestionSaved {
  message: string
  question: AdminQuestion
}
