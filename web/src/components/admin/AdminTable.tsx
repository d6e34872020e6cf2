/**
 * AdminTable: the paged table of an admin screen. A '#' column numbered
 * (current_page - 1) * per_page + index + 1, the given columns, an
 * 'Actions' column when `actions` is given, an empty state, and the shared
 * Pagination under it (shown only when total > per_page).
 *
 * Props: caption (names the table for screen readers), columns
 * ({ header, cell(row), className? }[]), page (the Paginated answer; undefined
 * while loading), rowKey(row), actions(row) (usually <RowActions/>),
 * isPending, isError, emptyText, onPageChange(page).
 */
import type { Key, ReactNode } from 'react'
import { Pagination } from '@/components/Pagination'
import { Spinner } from '@/components/Spinner'
import type { Paginated } from '@/lib/api-client'
import { rowNumber } from '@/lib/admin/format'

export interface AdminColumn<T> {
  header: string
  cell: (row: T) => ReactNode
  className?: string
}

export interface AdminTableProps<T> {
  caption: string
  columns: ReadonlyArray<AdminColumn<T>>
  page: Paginated<T> | undefined
  rowKey: (row: T) => Key
  actions?: (row: T) => ReactNode
  isPending?: boolean
  isError?: boolean
  emptyText?: string
  onPageChange: (page: number) => void
}

export function AdminTable<T>({
  caption,
  columns,
  page,
  rowKey,
  actions,
  isPending = false,
  isError = false,
  emptyText = 'Nothing here yet.',
  onPageChange,
}: AdminTableProps<T>) {
  const rows = page?.data ?? []
  const columnCount = columns.length + 1 + (actions ? 1 : 0)
  return (
    <>
      {/* A table wider than the screen scrolls: the region takes the keyboard's focus so it can be scrolled without a mouse. */}
      <div className="table-responsive" tabIndex={0} role="region" aria-label={caption}>
        <table className="table table-hover admin-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="admin-table__number">
                #
              </th>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.className}>
                  {column.header}
                </th>
              ))}
              {actions ? <th scope="col">Actions</th> : null}
            </tr>
          </thead>
          <tbody>
            {page && rows.length > 0 ? (
              rows.map((row, index) => (
                <tr key={rowKey(row)}>
                  <td className="admin-table__number">{rowNumber(page, index)}</td>
                  {columns.map((column) => (
                    <td key={column.header} className={column.className}>
                      {column.cell(row)}
                    </td>
                  ))}
                  {actions ? <td>{actions(row)}</td> : null}
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={columnCount} className="admin-table__empty">
                  {isError ? (
                    <span role="alert">This list could not be loaded. Please try again in a moment.</span>
                  ) : isPending || !page ? (
                    <Spinner />
                  ) : (
                    emptyText
                  )}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {page ? (
        <div className="admin-pager">
          <Pagination meta={page} onPageChange={onPageChange} label={`${caption} pages`} />
        </div>
      ) : null}
    </>
  )
}
