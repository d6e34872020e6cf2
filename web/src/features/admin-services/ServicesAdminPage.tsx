import { AdminImage, AdminPageHeader, CrudTable, MissingSpanishNote, SpanishStatus, ViewModal, type AdminColumn } from '@/components/admin'
import { truncate } from '@/lib/admin/format'
import { missingSpanish } from '@/lib/admin/spanish'
import { useAdminCrud } from '@/lib/admin/use-admin-crud'
import { useHead } from '@/lib/head'
import { useCreateService } from './api/create-service'
import { useDeleteService } from './api/delete-service'
import { useAdminServices } from './api/get-admin-services'
import { useUpdateService } from './api/update-service'
import { ServiceFormModal } from './components/ServiceFormModal'
import type { AdminService, ServiceFormValues, ServiceSaved } from './types'

const columns: ReadonlyArray<AdminColumn<AdminService>> = [
  { header: 'Title', cell: (service) => service.title, className: 'admin-table__title' },
  { header: 'Spanish', cell: (service) => <SpanishStatus es={service.es} /> },
  { header: 'Description', cell: (service) => truncate(service.description) },
  { header: 'Image', cell: (service) => <AdminImage path={service.path} alt={service.title} />, className: 'admin-table__image' },
  { header: 'SEO Title', cell: (service) => service.seo_title },
  { header: 'SEO Description', cell: (service) => service.seo_description },
  { header: 'SEO Keywords', cell: (service) => service.seo_keywords },
]

/**
 * /admin/services (SPEC §2 'Admin', §4): the paged table with view, edit and
 * delete per row, and 'Add New'. The pattern for every admin content screen.
 */
export default function ServicesAdminPage() {
  useHead({ title: 'Services' })
  const crud = useAdminCrud<AdminService, ServiceFormValues, ServiceSaved>({
    create: useCreateService(),
    update: useUpdateService(),
    remove: useDeleteService(),
    deletedMessage: 'Service deleted successfully',
  })
  const services = useAdminServices(crud.page)
  const { viewing, editingRecord } = crud

  return (
    <div className="admin-page">
      <AdminPageHeader title="Services" intro="The services shown on the site and in its Services menu." onAdd={crud.startAdd} />
      <MissingSpanishNote count={missingSpanish(services.data)} records="services" />
      <CrudTable
        crud={crud}
        query={services}
        caption="Services"
        columns={columns}
        emptyText="No services yet. Use 'Add New' to create the first one."
        label={(service) => service.title}
      />

      <ViewModal open={viewing !== null} title={viewing?.title ?? ''} onClose={crud.closeView}>
        {viewing ? (
          <>
            <AdminImage path={viewing.path} alt={viewing.title} variant="full" />
            <p className="admin-view__text">{viewing.description}</p>
            {viewing.es ? (
              <>
                <h3 className="h6">Spanish: {viewing.es.title}</h3>
                <p className="admin-view__text">{viewing.es.description}</p>
              </>
            ) : (
              <p className="admin-view__text">
                <SpanishStatus es={null} />
              </p>
            )}
          </>
        ) : null}
      </ViewModal>

      <ServiceFormModal key={crud.formKey} open={crud.formOpen} service={editingRecord} onClose={crud.closeForm} onSubmit={crud.save} />
    </div>
  )
}
