import { useState } from 'react'
import {
  AdminImage,
  AdminPageHeader,
  AdminTable,
  ConfirmDeleteModal,
  reportAdminError,
  RowActions,
  ViewModal,
  type AdminColumn,
} from '@/components/admin'
import { useAdminPage } from '@/lib/admin/use-admin-page'
import { useHead } from '@/lib/head'
import { notifySuccess } from '@/lib/notify'
import { useCreateStateLaw } from './api/create-state-law'
import { useDeleteStateLaw } from './api/delete-state-law'
import { useAdminStateLaws } from './api/get-admin-state-laws'
import { useUpdateStateLaw } from './api/update-state-law'
import { StateLawFormModal } from './components/StateLawFormModal'
import type { AdminStateLaw, StateLawFormValues } from './types'

const columns: ReadonlyArray<AdminColumn<AdminStateLaw>> = [
  { header: 'Name', cell: (law) => law.name },
  { header: 'Code', cell: (law) => law.code },
  { header: 'Title', cell: (law) => law.title },
  { header: 'Image', cell: (law) => <AdminImage path={law.path} alt={law.name} /> },
  { header: 'SEO Title', cell: (law) => law.seo_title },
]

type Editing = { mode: 'add' } | { mode: 'edit'; stateLaw: AdminStateLaw } | null

/**
 * /admin/state-law: the state-law pages (one per state, SPEC §2 'Admin' and
 * §4, the Services pattern), their description edited as rich text.
 */
export default function StateLawsAdminPage() {
  useHead({ title: 'State Laws' })
  const [page, setPage] = useAdminPage()
  const stateLaws = useAdminStateLaws(page)
  const create = useCreateStateLaw()
  const update = useUpdateStateLaw()
  const remove = useDeleteStateLaw()

  const [viewing, setViewing] = useState<AdminStateLaw | null>(null)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<AdminStateLaw | null>(null)

  const save = async (values: StateLawFormValues) => {
    if (editing?.mode === 'edit') return update.mutateAsync({ id: editing.stateLaw.id, values })
    const answer = await create.mutateAsync(values)
    setPage(1)
    return answer
  }

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      const answer = await remove.mutateAsync(deleting.id)
      setDeleting(null)
      notifySuccess(answer.message || 'State law deleted successfully')
    } catch (error) {
      reportAdminError(error)
    }
  }

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="State Laws"
        intro="The state-law pages of the site and its State Law menu: one per state."
        onAdd={() => setEditing({ mode: 'add' })}
      />
      <div className="admin-card">
        <AdminTable
          caption="State laws"
          columns={columns}
          page={stateLaws.data}
          rowKey={(law) => law.id}
          isPending={stateLaws.isPending}
          isError={stateLaws.isError}
          emptyText="No state-law pages yet. Use 'Add New' to create the first one."
          onPageChange={setPage}
          actions={(law) => (
            <RowActions
              label={law.name}
              onView={() => setViewing(law)}
              onEdit={() => setEditing({ mode: 'edit', stateLaw: law })}
              onDelete={() => setDeleting(law)}
            />
          )}
        />
      </div>

      <ViewModal open={viewing !== null} title={viewing ? `${viewing.name} (${viewing.code})` : ''} onClose={() => setViewing(null)}>
        {viewing ? (
          <>
            <AdminImage path={viewing.path} alt={viewing.name} variant="full" />
            <h3 className="h5">{viewing.title}</h3>
            {/* Sanitized by the server on save (internal/richtext allow-list). */}
            <div className="rich-text admin-view__html" dangerouslySetInnerHTML={{ __html: viewing.description }} />
          </>
        ) : null}
      </ViewModal>

      <StateLawFormModal
        key={editing?.mode === 'edit' ? `edit-${editing.stateLaw.id}` : 'add'}
        open={editing !== null}
        stateLaw={editing?.mode === 'edit' ? editing.stateLaw : null}
        onClose={() => setEditing(null)}
        onSubmit={save}
      />

      <ConfirmDeleteModal
        open={deleting !== null}
        itemTitle={deleting?.title ?? ''}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
      />
    </div>
  )
}
