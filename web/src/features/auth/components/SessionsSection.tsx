import { useId } from 'react'
import { ApiError } from '@/lib/api-client'
import { GENERIC_ERROR, notifyError, notifySuccess } from '@/lib/notify'
import { useEndOtherSessions } from '../api/end-other-sessions'
import { useEndSession } from '../api/end-session'
import { useSessions, type AccountSession } from '../api/get-sessions'
import './two-step.scss'

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** Where the account is signed in, with a way to sign any other browser out. */
export function SessionsSection() {
  const id = useId()
  const sessions = useSessions()
  const end = useEndSession()
  const endOthers = useEndOtherSessions()
  const report = (e: unknown) => notifyError(e instanceof ApiError && e.status < 500 ? e.message : GENERIC_ERROR)

  const signOut = async (s: AccountSession) => {
    try {
      notifySuccess((await end.mutateAsync(s.id)).message)
    } catch (e) {
      report(e)
    }
  }
  const signOutOthers = async () => {
    try {
      notifySuccess((await endOthers.mutateAsync()).message)
    } catch (e) {
      report(e)
    }
  }

  const list = sessions.data ?? []
  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 className="account-card__subtitle" id={`${id}-title`}>
        Where you are signed in
      </h2>
      {sessions.isError ? (
        <p className="alert alert-danger" role="alert">
          Your sessions could not be loaded right now.
        </p>
      ) : null}
      <ul className="sessions-list" aria-busy={sessions.isPending || undefined}>
        {list.map((s) => (
          <li key={s.id} className="sessions-list__item">
            <div>
              <strong>{s.browser}</strong>
              {s.current ? <span className="badge text-bg-success ms-2">This browser</span> : null}
              <div className="text-body-secondary small">
                {s.ip ? `${s.ip} · ` : ''}last used {dateTime.format(new Date(s.last_used_at ?? s.created_at))} · signed in{' '}
                {dateTime.format(new Date(s.created_at))}
              </div>
            </div>
            {s.current ? null : (
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                onClick={() => void signOut(s)}
                disabled={end.isPending}
                aria-label={`Sign out ${s.browser}, last used ${dateTime.format(new Date(s.last_used_at ?? s.created_at))}`}
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      {list.length > 1 ? (
        <button type="button" className="btn btn-outline-danger" onClick={() => void signOutOthers()} disabled={endOthers.isPending}>
          Sign out everywhere else
        </button>
      ) : null}
    </section>
  )
}
