/**
 * CrudTable: the table half of an admin content screen, wired to
 * useAdminCrud: the paged AdminTable with view/edit/delete per row and the
 * delete confirmation ('Are you sure want to delete {title} ?').
 *
 * Props: crud (from useAdminCrud), query (the list query: data, isPending,
 * isError), caption, columns, emptyText, label (the row's name in the action
 * buttons' labels), deleteTitle (the name in the delete question; label when
 * absent), extraActions (more buttons after view/edit/delete).
 */
import type { ReactNode } from 'react'
import type { Paginated } from '@/lib/api-client'
import type { AdminCrud } from '@/lib/admin/use-admin-crud'
import { AdminTable, type AdminColumn } from './AdminTable'
import { ConfirmDeleteModal } from './ConfirmDeleteModal'
import { RowActions } from './RowActions'

export interface CrudTableProps<T extends { id: number }> {
  // never: the table does not save, so any form values fit.
  crud: AdminCrud<T, never>
  query: { data?: Paginated<T>; isPending: boolean; isError: boolean }
  caption: string
  columns: ReadonlyArray<AdminColumn<T>>
  emptyText: string
  label: (record: T) => string
  deleteTitle?: (record: T) => string
  extraActions?: (record: T) => ReactNode
}

export function CrudTable<T extends { id: number }>({
  crud,
  query,
  caption,
  columns,
  emptyText,
  label,
  deleteTitle = label,
  extraActions,
}: CrudTableProps<T>) {
  const rowActions = (record: T) => (
    <RowActions
      label={label(record)}
      onView={() => crud.view(record)}
      onEdit={() => crud.startEdit(record)}
      onDelete={() => crud.askDelete(record)}
    />
  )
  return (
    <>
      <div className="admin-card">
        <AdminTable
          caption={caption}
          columns={columns}
          page={query.data}
          rowKey={(record) => record.id}
          isPending={query.isPending}
          isError={query.isError}
          emptyText={emptyText}
          onPageChange={crud.setPage}
          actions={
            extraActions
              ? (record) => (
                  <div className="admin-row-actions">
                    {rowActions(record)}
                    {extraActions(record)}
                  </div>
                )
              : rowActions
          }
        />
      </div>
      <ConfirmDeleteModal
        open={crud.deleting !== null}
        itemTitle={crud.deleting ? deleteTitle(crud.deleting) : ''}
        onCancel={crud.cancelDelete}
        onConfirm={crud.confirmDelete}
        pending={crud.deletePending}
      />
    </>
  )
}
