import { STATUS_LABELS, type ExperimentStatus } from '../types'

const HINTS: Record<ExperimentStatus, string> = {
  draft: 'Not started: visitors see the site’s setting',
  running: 'Visitors in the experiment see its variants',
  stopped: 'Ended: visitors see the site’s setting again',
  shipped: 'Ended: a variant became the site’s setting',
}

/** An experiment's status as a badge; the word is always written, so colour is never the only cue. */
export function StatusBadge({ status, labelled = false }: { status: ExperimentStatus; labelled?: boolean }) {
  return (
    <span className={`badge experiment-status experiment-status--${status}`} title={HINTS[status]}>
      {labelled ? <span className="visually-hidden">Status: </span> : null}
      {STATUS_LABELS[status] ?? status}
    </span>
  )
}
