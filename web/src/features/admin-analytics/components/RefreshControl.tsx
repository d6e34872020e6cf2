import { useState } from 'react'
import { formatTimeInZone } from '@/lib/admin/operator-time'

export interface RefreshControlProps {
  /** When the shown numbers were fetched (ms since the epoch; 0 before the first answer). */
  updatedAt: number
  /** Whether a request is under way. */
  fetching: boolean
  /** Whether the last refresh failed (the numbers shown are older). */
  failed: boolean
  /** The operator's time zone, for "Updated 4:30 PM EST". */
  timeZone: string
  onRefresh: () => void
}

/**
 * "Refresh" and when the numbers were fetched, in the operator's time. The
 * page keeps an answer for a minute; this asks again now. The button is
 * disabled while a request is under way, and the end of a refresh the
 * admin asked for is announced to screen readers.
 */
export function RefreshControl({ updatedAt, fetching, failed, timeZone, onRefresh }: RefreshControlProps) {
  // Announce only what the admin asked for: not the first load or a range change.
  const [asked, setAsked] = useState(false)
  const updated = updatedAt > 0 ? formatTimeInZone(new Date(updatedAt), timeZone) : ''
  let announcement = ''
  if (asked) {
    if (fetching) announcement = 'Refreshing the analytics…'
    else if (failed) announcement = 'The analytics could not be refreshed.'
    else if (updated) announcement = `Analytics refreshed, updated ${updated}.`
  }
  return (
    <div className="analytics-refresh">
      {updated ? <span className="analytics-refresh__updated text-body-secondary">Updated {updated}</span> : null}
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={fetching}
        onClick={() => {
          setAsked(true)
          onRefresh()
        }}
      >
        {fetching ? 'Refreshing…' : 'Refresh'}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </div>
  )
}
