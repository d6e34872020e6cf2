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
import { truncate } from '@/lib/admin/format'
import { useAdminPage } from '@/lib/admin/use-admin-page'
import { useHead } from '@/lib/head'
import { notifySuccess } from '@/lib/notify'
import { useCreateService } from './api/create-service'
import { useDeleteService } from './api/delete-service'
import { useAdminServices } from './api/get-admin-services'
import { useUpdateService } from './api/update-service'
import { ServiceFormModal } from './components/ServiceFormModal'
import type { AdminService, ServiceFormValues } from './types'

const columns: ReadonlyArray<AdminColumn<AdminService>> = [
  { header: 'Title', cell: (service) => service.title, className: 'admin-table__title' },
  { header: 'Description', cell: (service) => truncate(service.description) },
  { header: 'Image', cell: (service) => <AdminImage path={service.path} alt={service.title} />, className: 'admin-table__image' },
  { header: 'SEO Title', cell: (service) => service.seo_title },
  { header: 'SEO Description', cell: (service) => service.seo_description },
  { header: 'SEO Keywords', cell: (service) => service.seo_keywords },
]

type Editing = { mode: 'add' } | { mode: 'edit'; service: AdminService } | null

/**
 * /admin/services (SPEC §2 'Admin', §4): the paged table with view, edit and
 * delete per row, and 'Add New'. The pattern for every admin content screen.
 */
export default function ServicesAdminPage() {
  useHead({ title: 'Services' })
  const [page, setPage] = useAdminPage()
  const services = useAdminServices(page)
  const create = useCreateService()
  const update = useUpdateService()
  const remove = useDeleteService()

  const [viewing, setViewing] = useState<AdminService | null>(null)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<AdminService | null>(null)

  const save = async (values: ServiceFormValues) => {
    if (editing?.mode === 'edit') return update.mutateAsync({ id: editing.service.id, values })
    const answer = await create.mutateAsync(values)
    setPage(1)
    return answer
  }

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      const answer = await remove.mutateAsync(deleting.id)
      setDeleting(null)
      notifySuccess(answer.message || 'Service deleted successfully')
    } catch (error) {
      reportAdminError(error)
    }
  }

  return (
    <div className="admin-page">
      <AdminPageHeader title="Services" intro="The services shown on the site and in its Services menu." onAdd={() => setEditing({ mode: 'add' })} />
      <div className="admin-card">
        <AdminTable
          caption="Services"
          columns={columns}
          page={services.data}
          rowKey={(service) => service.id}
          isPending={services.isPending}
          isError={services.isError}
          emptyText="No services yet. Use 'Add New' to create the first one."
          onPageChange={setPage}
          actions={(service) => (
            <RowActions
              label={service.title}
              onView={() => setViewing(service)}
              onEdit={() => setEditing({ mode: 'edit', service })}
              onDelete={() => setDeleting(service)}
            />
          )}
        />
      </div>

      <ViewModal open={viewing !== null} title={viewing?.title ?? ''} onClose={() => setViewing(null)}>
        {viewing ? (
          <>
            <AdminImage path={viewing.path} alt={viewing.title} variant="full" />
            <p className="admin-view__text">{viewing.description}</p>
          </>
        ) : null}
      </ViewModal>

      <ServiceFormModal
        key={editing?.mode === 'edit' ? `edit-${editing.service.id}` : 'add'}
        open={editing !== null}
        service={editing?.mode === 'edit' ? editing.service : null}
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
