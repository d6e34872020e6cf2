import { AdminImage, AdminPageHeader, CrudTable, MissingSpanishNote, SpanishStatus, ViewModal, type AdminColumn } from '@/components/admin'
import { StateLawDescription } from '@/components/StateLawDescription'
import { missingSpanish } from '@/lib/admin/spanish'
import { useAdminCrud } from '@/lib/admin/use-admin-crud'
import { useHead } from '@/lib/head'
import { useCreateStateLaw } from './api/create-state-law'
import { useDeleteStateLaw } from './api/delete-state-law'
import { useAdminStateLaws } from './api/get-admin-state-laws'
import { useUpdateStateLaw } from './api/update-state-law'
import { StateLawFormModal } from './components/StateLawFormModal'
import type { AdminStateLaw, StateLawFormValues, StateLawSaved } from './types'

const columns: ReadonlyArray<AdminColumn<AdminStateLaw>> = [
  { header: 'Name', cell: (law) => law.name },
  { header: 'Spanish', cell: (law) => <SpanishStatus es={law.es} /> },
  { header: 'Code', cell: (law) => law.code },
  { header: 'Title', cell: (law) => law.title },
  { header: 'Image', cell: (law) => <AdminImage path={law.path} alt={law.name} /> },
  { header: 'SEO Title', cell: (law) => law.seo_title },
]

/**
 * /admin/state-law: the state-law pages (one per state, SPEC §2 'Admin' and
 * §4, the Services pattern), their description edited as rich text.
 */
export default function StateLawsAdminPage() {
  useHead({ title: 'State Laws' })
  const crud = useAdminCrud<AdminStateLaw, StateLawFormValues, StateLawSaved>({
    create: useCreateStateLaw(),
    update: useUpdateStateLaw(),
    remove: useDeleteStateLaw(),
    deletedMessage: 'State law deleted successfully',
  })
  const stateLaws = useAdminStateLaws(crud.page)
  const { viewing, editingRecord } = crud

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="State Laws"
        intro="The state-law pages of the site and its State Law menu: one per state."
        onAdd={crud.startAdd}
      />
      <MissingSpanishNote count={missingSpanish(stateLaws.data)} records="state pages" />
      <CrudTable
        crud={crud}
        query={stateLaws}
        caption="State laws"
        columns={columns}
        emptyText="No state-law pages yet. Use 'Add New' to create the first one."
        label={(law) => law.name}
        deleteTitle={(law) => law.title}
      />

      <ViewModal open={viewing !== null} title={viewing ? `${viewing.name} (${viewing.code})` : ''} onClose={crud.closeView}>
        {viewing ? (
          <>
            <AdminImage path={viewing.path} alt={viewing.name} variant="full" />
            <h3 className="h5">{viewing.title}</h3>
            {/* Sanitized by the server on save (internal/richtext allow-list); the facts' paragraphs written in as on the page. */}
            <StateLawDescription description={viewing.description} facts={viewing} className="rich-text admin-view__html" />
          </>
        ) : null}
      </ViewModal>

      <StateLawFormModal key={crud.formKey} open={crud.formOpen} stateLaw={editingRecord} onClose={crud.closeForm} onSubmit={crud.save} />
    </div>
  )
}
