import {
  AdminPageHeader,
  AdminTable,
  ConfirmDeleteModal,
  RowActions,
  ViewModal,
  type AdminColumn,
} from '@/components/admin'
import { truncate } from '@/lib/admin/format'
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
  const { viewing, editingRecord, deleting } = crud

  return (
    <div className="admin-page">
      <AdminPageHeader title="FAQs" intro="The questions and answers of the Asked Questions page." onAdd={crud.startAdd} />
      <div className="admin-card">
        <AdminTable
          caption="FAQs"
          columns={columns}
          page={questions.data}
          rowKey={(question) => question.id}
          isPending={questions.isPending}
          isError={questions.isError}
          emptyText="No questions yet. Use 'Add New' to create the first one."
          onPageChange={crud.setPage}
          actions={(question) => (
            <RowActions
              label={question.faq_question}
              onView={() => crud.view(question)}
              onEdit={() => crud.startEdit(question)}
              onDelete={() => crud.askDelete(question)}
            />
          )}
        />
      </div>

      <ViewModal open={viewing !== null} title={viewing?.faq_question ?? ''} onClose={crud.closeView}>
        {viewing ? <p className="admin-view__text">{viewing.answer}</p> : null}
      </ViewModal>

      <QuestionFormModal
        key={crud.formKey}
        open={crud.formOpen}
        question={editingRecord}
        onClose={crud.closeForm}
        onSubmit={crud.save}
      />

      <ConfirmDeleteModal
        open={deleting !== null}
        itemTitle={deleting?.faq_question ?? ''}
        onCancel={crud.cancelDelete}
        onConfirm={crud.confirmDelete}
        pending={crud.deletePending}
      />
    </div>
  )
}
