import type { ReactNode } from 'react'

export interface Column<T> {
  header: string
  cell: (row: T) => ReactNode
  /** Right-aligned numbers. */
  numeric?: boolean
}

export interface DataTableProps<T> {
  caption: string
  columns: ReadonlyArray<Column<T>>
  rows: ReadonlyArray<T>
  rowKey: (row: T, index: number) => string
  empty: string
}

/** The numbers behind a chart, as a plain table with a caption. */
export function DataTable<T>({ caption, columns, rows, rowKey, empty }: DataTableProps<T>) {
  return (
    <table className="table table-sm analytics-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.numeric ? 'text-end' : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column, i) =>
                i === 0 ? (
                  <th key={column.header} scope="row" className="fw-normal">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={column.numeric ? 'text-end' : undefined}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))
        )}
      </tbody>
    </table>
  )
}
