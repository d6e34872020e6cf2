/**
 * AdminPageHeader: an admin screen's heading, an optional intro line and
 * an optional 'Add New' button.
 *
 * Props: title, intro, onAdd (shows the button), addLabel (default 'Add New').
 */
import { AdminIcon } from './AdminIcon'

export interface AdminPageHeaderProps {
  title: string
  intro?: string
  onAdd?: () => void
  addLabel?: string
}

export function AdminPageHeader({ title, intro, onAdd, addLabel = 'Add New' }: AdminPageHeaderProps) {
  return (
    <div className="admin-page__head">
      <div>
        <h1 className="admin-page__title">{title}</h1>
        {intro ? <p className="admin-page__intro">{intro}</p> : null}
      </div>
      {onAdd ? (
        <button type="button" className="btn btn-accent d-inline-flex align-items-center gap-2" onClick={onAdd}>
          <AdminIcon name="plus" />
          {addLabel}
        </button>
      ) : null}
    </div>
  )
}
