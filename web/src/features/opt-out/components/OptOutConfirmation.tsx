import { useEffect, useRef } from 'react'
import type { OptOutRecord } from '../api/create-opt-out'
import { scopeLabel } from '../scopes'

/** A moment in the visitor's own time, as 'November 25, 2026 at 9:14 AM'. */
function formatMoment(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' })
}

/**
 * The day a deadline ends: due_at is midnight Eastern time at the end of
 * that day, so the day is the one just before it, in Eastern time.
 */
export function formatDueDay(value: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Date(date.getTime() - 1).toLocaleDateString('en-US', {
    dateStyle: 'long',
    timeZone: 'America/New_York',
  })
}

/** What was recorded, shown once the request is in (only in the browser, after a submit). */
export function OptOutConfirmation({ record, message, onAgain }: { record: OptOutRecord; message: string; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    <div className="opt-out-confirmation" role="status">
      <h2 ref={heading} tabIndex={-1}>
        Your request is recorded
      </h2>
      <p>{message}</p>
      <dl className="row">
        {record.phone ? (
          <>
            <dt className="col-sm-4">Phone number</dt>
            <dd className="col-sm-8">{record.phone}</dd>
          </>
        ) : null}
        {record.email ? (
          <>
            <dt className="col-sm-4">Email address</dt>
            <dd className="col-sm-8">{record.email}</dd>
          </>
        ) : null}
        <dt className="col-sm-4">Stop</dt>
        <dd className="col-sm-8">{scopeLabel(record.scope)}</dd>
        <dt className="col-sm-4">Received</dt>
        <dd className="col-sm-8">{formatMoment(record.received_at)}</dd>
        <dt className="col-sm-4">Honoured by</dt>
        <dd className="col-sm-8">{formatDueDay(record.due_at)} at the latest</dd>
      </dl>
      <button type="button" className="btn btn-outline-primary" onClick={onAgain}>
        Opt out another number or address
      </button>
    </div>
  )
}
