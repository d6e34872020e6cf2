import { useState } from 'react'
import {
  AdminPageHeader,
  AdminTable,
  ConfirmDeleteModal,
  reportAdminError,
  RowActions,
  ViewModal,
  type AdminColumn,
} from '@/components/admin'
import { truncate } from '@/lib/admin/format'
import { useAdminPage } from '@/lib/admin/use-admin-page'
import { useHead } from '@/lib/head'
import { notifySuccess } from '@/lib/notify'
import { useCreateQuestion } from './api/create-question'
import { useDeleteQuestion } from './api/delete-question'
import { useAdminQuestions } from './api/get-admin-questions'
import { useUpdateQuestion } from './api/update-question'
import { QuestionFormModal } from './components/QuestionFormModal'
import type { AdminQuestion, QuestionFormValues } from './types'

/** Answers are cut to 60 characters plus '...' in the table. */
export const ANSWER_TRUNCATE_AT = 60

const columns: ReadonlyArray<AdminColumn<AdminQuestion>> = [
  { header: 'Question', cell: (question) => question.faq_question },
  { header: 'Answer', cell: (question) => truncate(question.answer, ANSWER_TRUNCATE_AT) },
]

type Editing = { mode: 'add' } | { mode: 'edit'; question: AdminQuestion } | null

/** /admin/faqs: the questions of the public Asked Questions page (the Services pattern). */
export default function FaqsAdminPage() {
  useHead({ title: 'FAQs' })
  const [page, setPage] = useAdminPage()
  const questions = useAdminQuestions(page)
  const create = useCreateQuestion()
  const update = useUpdateQuestion()
  const remove = useDeleteQuestion()

  const [viewing, setViewing] = useState<AdminQuestion | null>(null)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<AdminQuestion | null>(null)

  const save = async (values: QuestionFormValues) => {
    if (editing?.mode === 'edit') return update.mutateAsync({ id: editing.question.id, values })
    const answer = await create.mutateAsync(values)
    setPage(1)
    return answer
  }

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      const answer = await remove.mutateAsync(deleting.id)
      setDeleting(null)
      notifySuccess(answer.message || 'Question deleted successfully')
    } catch (error) {
      reportAdminError(error)
    }
  }

  return (
    <div className="admin-page">
      <AdminPageHeader title="FAQs" intro="The questions and answers of the Asked Questions page." onAdd={() => setEditing({ mode: 'add' })} />
      <div className="admin-card">
        <AdminTable
          caption="FAQs"
          columns={columns}
          page={questions.data}
          rowKey={(question) => question.id}
          isPending={questions.isPending}
          isError={questions.isError}
          emptyText="No questions yet. Use 'Add New' to create the first one."
          onPageChange={setPage}
          actions={(question) => (
            <RowActions
              label={question.faq_question}
              onView={() => setViewing(question)}
              onEdit={() => setEditing({ mode: 'edit', question })}
              onDelete={() => setDeleting(question)}
            />
          )}
        />
      </div>

      <ViewModal open={viewing !== null} title={viewing?.faq_question ?? ''} onClose={() => setViewing(null)}>
        {viewing ? <p className="admin-view__text">{viewing.answer}</p> : null}
      </ViewModal>

      <QuestionFormModal
        key={editing?.mode === 'edit' ? `edit-${editing.question.id}` : 'add'}
        open={editing !== null}
        question={editing?.mode === 'edit' ? editing.question : null}
        onClose={() => setEditing(null)}
        onSubmit={save}
      />

      <ConfirmDeleteModal
        open={deleting !== null}
        itemTitle={deleting?.faq_question ?? ''}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
      />
    </div>
  )
}
