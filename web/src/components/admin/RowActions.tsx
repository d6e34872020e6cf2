/**
 * RowActions: the view / edit / delete icon buttons of a table row. Each
 * has an accessible name naming the record ('View {label}', 'Edit {label}',
 * 'Delete {label}'); a button is left out when its handler is not given.
 *
 * Props: label (the record's title), onView, onEdit, onDelete.
 */
import { AdminIcon } from './AdminIcon'

export interface RowActionsProps {
  label: string
  onView?: () => void
  onEdit?: () => void
  onDelete?: () => void
}

export function RowActions({ label, onView, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className="admin-actions">
      {onView ? (
        <button type="button" className="admin-icon-button" onClick={onView} aria-label={`View ${label}`} title="View">
          <AdminIcon name="eye" />
        </button>
      ) : null}
      {onEdit ? (
        <button type="button" className="admin-icon-button" onClick={onEdit} aria-label={`Edit ${label}`} title="Edit">
          <AdminIcon name="edit" />
        </button>
      ) : null}
      {onDelete ? (
        <button
          type="button"
          className="admin-icon-button admin-icon-button--danger"
          onClick={onDelete}
          aria-label={`Delete ${label}`}
          title="Delete"
        >
          <AdminIcon name="trash" />
        </button>
      ) : null}
    </div>
  )
}
