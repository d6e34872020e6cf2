import { LanguageTabs, RecordFormModal, TextField } from '@/components/admin'
import { spanishDefaults } from '@/lib/admin/spanish'
import type { AdminQuestion, QuestionFormValues } from '../types'

export interface QuestionFormModalProps {
  open: boolean
  /** The question being edited; null to add a new one. */
  question: AdminQuestion | null
  onClose: () => void
  onSubmit: (values: QuestionFormValues) => Promise<{ message?: string }>
}

/** Add / Edit FAQ: the question and its plain-text answer, in English and in Spanish. */
export function QuestionFormModal({ open, question, onClose, onSubmit }: QuestionFormModalProps) {
  return (
    <RecordFormModal<QuestionFormValues>
      open={open}
      title={question ? 'Edit FAQ' : 'Add FAQ'}
      defaultValues={{
        faq_question: question?.faq_question ?? '',
        answer: question?.answer ?? '',
        ...spanishDefaults(question?.es, { faq_question: '', answer: '' }),
      }}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={question ? 'Update' : 'Save'}
      successMessage={question ? 'Question updated successfully' : 'Question created successfully'}
    >
      {(form) => (
        <LanguageTabs
          form={form}
          record="question"
          english={
            <>
              <TextField
                form={form}
                name="faq_question"
                label="Question"
                rules={{ required: 'The question field is required.' }}
                maxLength={500}
              />
              <TextField
                form={form}
                name="answer"
                label="Answer"
                multiline
                rows={6}
                rules={{ required: 'The answer field is required.' }}
                maxLength={10000}
              />
            </>
          }
          spanish={(enabled) => (
            <>
              <TextField
                form={form}
                name="es.faq_question"
                label="Spanish question"
                rules={{ required: enabled && 'The question field is required.' }}
                maxLength={500}
              />
              <TextField
                form={form}
                name="es.answer"
                label="Spanish answer"
                multiline
                rows={6}
                rules={{ required: enabled && 'The answer field is required.' }}
                maxLength={10000}
              />
            </>
          )}
        />
      )}
    </RecordFormModal>
  )
}
