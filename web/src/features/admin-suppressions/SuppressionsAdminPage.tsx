import { useId, useState } from 'react'
import { AdminPageHeader, AdminTable, ConfirmDeleteModal, RowActions, reportAdminError, type AdminColumn } from '@/components/admin'
import { useUrlFilters } from '@/lib/admin/use-url-filters'
import { useHead } from '@/lib/head'
import { notifySuccess } from '@/lib/notify'
import { useDeleteSuppression } from './api/delete-suppression'
import { useSuppressions } from './api/get-suppressions'
import { AddSuppressionForm } from './components/AddSuppressionForm'
import { ImportCsv } from './components/ImportCsv'
import { suppressionFilterCodec } from './filters'
import { formatPhone, type Suppression } from './types'
import './admin-suppressions.scss'
import { SearchField } from '@/components/admin/SearchField'

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })

const columns: ReadonlyArray<AdminColumn<Suppression>> = [
  { header: 'Phone', cell: (s) => (s.phone ? formatPhone(s.phone) : '—') },
  { header: 'E-mail', cell: (s) => s.email || '—', className: 'suppressions-table__email' },
  { header: 'Reason', cell: (s) => s.reason || '—' },
  { header: 'Added', cell: (s) => <time dateTime={s.created_at}>{dateFormat.format(new Date(s.created_at))}</time> },
]

function label(s: Suppression): string {
  return [s.phone ? formatPhone(s.phone) : '', s.email].filter(Boolean).join(' / ')
}

/**
 * /admin/suppressions: the do-not-contact list. A lead whose phone or
 * e-mail is listed is kept but never sent to a partner. Search, add one,
 * import a CSV file, remove.
 */
export default function SuppressionsAdminPage() {
  useHead({ title: 'Do Not Contact' })
  const id = useId()
  const { filters, page, setPage, search, setSearch } = useUrlFilters(suppressionFilterCodec)
  const list = useSuppressions(filters.q, page)
  const remove = useDeleteSuppression()
  const [deleting, setDeleting] = useState<Suppression | null>(null)

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      const answer = await remove.mutateAsync(deleting.id)
      notifySuccess(answer.message)
    } catch (error) {
      reportAdminError(error)
    } finally {
      setDeleting(null)
    }
  }

  return (
    <div className="admin-page suppressions-page">
      <AdminPageHeader
        title="Do Not Contact"
        intro="Leads with a listed phone number or e-mail address are kept but never sent to a partner. Numbers and addresses are matched however they are written."
      />
      <div className="suppression-panels">
        <section className="suppression-panel" aria-labelledby={`${id}-add`}>
          <h2 id={`${id}-add`}>Add</h2>
          <AddSuppressionForm />
        </section>
        <section className="suppression-panel" aria-labelledby={`${id}-import`}>
          <h2 id={`${id}-import`}>Import CSV</h2>
          <ImportCsv />
        </section>
      </div>
      <form className="suppressions-search" role="search" aria-label="Search the list" onSubmit={(event) => event.preventDefault()}>
        <SearchField id={`${id}-q`} value={search} onChange={setSearch} placeholder="Phone, e-mail or reason…" />
      </form>
      <p aria-live="polite" className="suppressions-page__summary">
        {list.data ? (list.data.total === 1 ? '1 entry' : `${list.data.total} entries`) + (filters.q ? ' match' : '') : '\u00a0'}
      </p>
      <section aria-label="Do-not-contact list" aria-busy={list.isFetching || undefined}>
        <AdminTable
          caption="Do-not-contact list"
          columns={columns}
          page={list.data}
          rowKey={(s) => s.id}
          actions={(s) => <RowActions label={label(s)} onDelete={() => setDeleting(s)} />}
          isPending={list.isPending}
          isError={list.isError}
          emptyText={filters.q ? 'Nothing matches this search.' : 'The list is empty.'}
          onPageChange={setPage}
        />
      </section>
      <ConfirmDeleteModal
        open={deleting !== null}
        itemTitle={deleting ? label(deleting) : ''}
        title="Remove from the list"
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
      />
    </div>
  )
}
