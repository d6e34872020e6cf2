import type { ConsentPublication } from '../types'

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
})

/** Every publication, newest first, read-only: when, by whom, its version, how many leads agreed to it, and its words. */
export function ConsentHistory({ items }: { items: ConsentPublication[] }) {
  return (
    <section aria-labelledby="consent-history-title">
      <h2 id="consent-history-title" className="h5">
        Version history
      </h2>
      <ol className="list-unstyled consent-history">
        {items.map((p) => (
          <li key={p.id} className="card mb-3" aria-label={`Version ${p.version}${p.current ? ' (current)' : ''}`}>
            <div className="card-body">
              <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                <code>{p.version}</code>
                {p.current ? <span className="badge text-bg-success">Current</span> : null}
                <span className="text-body-secondary small">
                  Published <time dateTime={p.published_at}>{dateFormat.format(new Date(p.published_at))}</time> by{' '}
                  {p.published_by || 'the start-up settings'}
                </span>
                <span className="badge text-bg-light border">
                  {p.leads} {p.leads === 1 ? 'lead' : 'leads'}
                </span>
              </div>
              <details>
                <summary>Text</summary>
                <p className="mt-2 mb-0 consent-history__text">{p.text}</p>
              </details>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
