import { AdminPageHeader, CrudTable, MissingSpanishNote, SpanishStatus, ViewModal, type AdminColumn } from '@/components/admin'
import { truncate } from '@/lib/admin/format'
import { missingSpanish } from '@/lib/admin/spanish'
import { useAdminCrud } from '@/lib/admin/use-admin-crud'
import { useHead } from '@/lib/head'
import { useCreateQuestion } from './api/create-question'
import { useDeleteQuestion } from './api/delete-question'
import { useAdminQuestions } from './api/get-admin-questions'
import { useUpdateQuestion } from './api/update-question'
import { QuestionFormModal } from './components/QuestionFormModal'
import type { AdminQuestion, QuestionFormValues, QuestionSaved } from './types'

/** Answers are cut to 60 characters plus '...' in the table. */
export const ANSWER_TRUNCATE_AT = 60

const columns: ReadonlyArray<AdminColumn<AdminQuestion>> = [
  { header: 'Question', cell: (question) => question.faq_question },
  { header: 'Spanish', cell: (question) => <SpanishStatus es={question.es} /> },
  { header: 'Answer', cell: (question) => truncate(question.answer, ANSWER_TRUNCATE_AT) },
]

/** /admin/faqs: the questions of the public Asked Questions page (the Services pattern). */
export default function FaqsAdminPage() {
  useHead({ title: 'FAQs' })
  const crud = useAdminCrud<AdminQuestion, QuestionFormValues, QuestionSaved>({
    create: useCreateQuestion(),
    update: useUpdateQuestion(),
    remove: useDeleteQuestion(),
    deletedMessage: 'Question deleted successfully',
  })
  const questions = useAdminQuestions(crud.page)
  const { viewing, editingRecord } = crud

  return (
    <div className="admin-page">
      <AdminPageHeader title="FAQs" intro="The questions and answers of the Asked Questions page." onAdd={crud.startAdd} />
      <MissingSpanishNote count={missingSpanish(questions.data)} records="questions" />
      <CrudTable
        crud={crud}
        query={questions}
        caption="FAQs"
        columns={columns}
        emptyText="No questions yet. Use 'Add New' to create the first one."
        label={(question) => question.faq_question}
      />

      <ViewModal open={viewing !== null} title={viewing?.faq_question ?? ''} onClose={crud.closeView}>
        {viewing ? (
          <>
            <p className="admin-view__text">{viewing.answer}</p>
            {viewing.es ? (
              <>
                <h3 className="h6">Spanish: {viewing.es.faq_question}</h3>
                <p className="admin-view__text">{viewing.es.answer}</p>
              </>
            ) : (
              <SpanishStatus es={null} />
            )}
          </>
        ) : null}
      </ViewModal>

      <QuestionFormModal key={crud.formKey} open={crud.formOpen} question={editingRecord} onClose={crud.closeForm} onSubmit={crud.save} />
    </div>
  )
}
