import { useState } from 'react'
import { reportAdminError } from './admin-errors'
import { notifySuccess } from '@/lib/notify'
import { useAdminPage } from './use-admin-page'

/**
 * The state and actions every admin content screen shares (SPEC §4): the
 * table page from the URL, the record being viewed, the add/edit form, and
 * the delete confirmation. A new record goes to page 1, where the newest
 * rows are; a delete toasts the server's message.
 */
export interface AdminCrudOptions<TValues, TAnswer> {
  create: { mutateAsync: (values: TValues) => Promise<TAnswer> }
  update: { mutateAsync: (args: { id: number; values: TValues }) => Promise<TAnswer> }
  remove: { mutateAsync: (id: number) => Promise<{ message?: string }>; isPending: boolean }
  /** The toast when the server's answer has no message. */
  deletedMessage: string
}

/** What a screen and its table get from useAdminCrud. */
export interface AdminCrud<TRecord, TValues = unknown, TAnswer = unknown> {
  page: number
  setPage: (page: number) => void
  viewing: TRecord | null
  view: (record: TRecord) => void
  closeView: () => void
  formOpen: boolean
  /** The record of the edit form; null for the add form. */
  editingRecord: TRecord | null
  /** Remounts the form per record so its fields start from that record. */
  formKey: string
  startAdd: () => void
  startEdit: (record: TRecord) => void
  closeForm: () => void
  save: (values: TValues) => Promise<TAnswer>
  deleting: TRecord | null
  askDelete: (record: TRecord) => void
  cancelDelete: () => void
  confirmDelete: () => void
  deletePending: boolean
}

export function useAdminCrud<TRecord extends { id: number }, TValues, TAnswer>({
  create,
  update,
  remove,
  deletedMessage,
}: AdminCrudOptions<TValues, TAnswer>): AdminCrud<TRecord, TValues, TAnswer> {
  const [page, setPage] = useAdminPage()
  const [viewing, setViewing] = useState<TRecord | null>(null)
  // 'new' is the add form; a record is the edit form of that record.
  const [editing, setEditing] = useState<TRecord | 'new' | null>(null)
  const [deleting, setDeleting] = useState<TRecord | null>(null)

  const save = async (values: TValues): Promise<TAnswer> => {
    if (editing !== null && editing !== 'new') return update.mutateAsync({ id: editing.id, values })
    const answer = await create.mutateAsync(values)
    setPage(1)
    return answer
  }

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      const answer = await remove.mutateAsync(deleting.id)
      setDeleting(null)
      notifySuccess(answer.message || deletedMessage)
    } catch (error) {
      reportAdminError(error)
    }
  }

  return {
    page,
    setPage,
    viewing,
    view: setViewing,
    closeView: () => setViewing(null),
    formOpen: editing !== null,
    editingRecord: editing === 'new' ? null : editing,
    formKey: editing === null || editing === 'new' ? 'add' : `edit-${editing.id}`,
    startAdd: () => setEditing('new'),
    startEdit: (record: TRecord) => setEditing(record),
    closeForm: () => setEditing(null),
    save,
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete: () => void confirmDelete(),
    deletePending: remove.isPending,
  }
}
