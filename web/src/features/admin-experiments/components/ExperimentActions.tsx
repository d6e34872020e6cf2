import { useId, useState } from 'react'
import { Link } from 'react-router'
import { AdminIcon, reportAdminError } from '@/components/admin'
import { ApiError } from '@/lib/api-client'
import { notifySuccess } from '@/lib/notify'
import { useShipExperiment } from '../api/ship-experiment'
import { useStartExperiment } from '../api/start-experiment'
import { useStopExperiment } from '../api/stop-experiment'
import { useResults } from '../api/get-results'
import { formatValue, targetPhrase } from '../format'
import type { Experiment, Results } from '../types'
import { ConfirmDialog } from './ConfirmDialog'

type Dialog = 'start' | 'stop' | 'ship' | null

/** A refusal the dialog can explain (another experiment on the target, a status that moved on); null for the rest (a toast). */
function inlineMessage(error: unknown): string | null {
  if (error instanceof ApiError && [404, 409, 422].includes(error.status)) {
    const fields = Object.values(error.fieldErrors)
    return fields.length > 0 ? `${error.message} ${fields.join(' ')}` : error.message
  }
  return null
}

/** The significant challenger with the largest difference to the control, if the results have one. */
export function suggestedVariant(results: Results | undefined): string {
  if (!results || !results.srm_ok) return ''
  const winners = results.variants.slice(1).filter((v) => v.significant && v.diff !== null && v.diff > 0)
  winners.sort((a, b) => (b.diff ?? 0) - (a.diff ?? 0))
  return winners[0]?.key ?? ''
}

/** "This writes “Get help now” to the site's main button label setting." */
export function shipSentence(experiment: Experiment, key: string): string {
  const variant = experiment.variants.find((v) => v.key === key)
  if (!variant) return ''
  return `This writes ${formatValue(experiment.target, variant.value)} to the site’s ${targetPhrase(experiment.target)} setting.`
}

/**
 * What can be done with an experiment now, each after a question: start a
 * draft (its variants and weights lock), stop a running one, ship a
 * variant of a running or stopped one (its value becomes the site's
 * setting), and edit it.
 */
export function ExperimentActions({ experiment }: { experiment: Experiment }) {
  const id = useId()
  // The same query as the results section's (one request): the ship dialog offers the winner first.
  const results = useResults(experiment.id, experiment.status === 'running')
  const suggested = suggestedVariant(results.data)
  const [dialog, setDialog] = useState<Dialog>(null)
  const [error, setError] = useState<string | undefined>()
  const [chosen, setChosen] = useState<string>('')
  const start = useStartExperiment()
  const stop = useStopExperiment()
  const ship = useShipExperiment()

  const open = (which: Dialog) => {
    setError(undefined)
    if (which === 'ship') setChosen(suggested)
    setDialog(which)
  }
  const close = () => setDialog(null)

  const run = async (action: () => Promise<{ message?: string }>, done: string) => {
    setError(undefined)
    try {
      const answer = await action()
      setDialog(null)
      notifySuccess(answer?.message || done)
    } catch (failure) {
      const message = inlineMessage(failure)
      if (message) setError(message)
      else {
        setDialog(null)
        reportAdminError(failure)
      }
    }
  }

  const { status } = experiment
  const canShip = status === 'running' || status === 'stopped'
  return (
    <div className="experiment-actions">
      <Link to={{ search: '?edit=1' }} className="btn btn-outline-primary d-inline-flex align-items-center gap-2">
        <AdminIcon name="edit" size={16} />
        Edit experiment
      </Link>
      {status === 'draft' ? (
        <button type="button" className="btn btn-accent" onClick={() => open('start')}>
          Start experiment
        </button>
      ) : null}
      {status === 'running' ? (
        <button type="button" className="btn btn-outline-danger" onClick={() => open('stop')}>
          Stop experiment
        </button>
      ) : null}
      {canShip ? (
        <button type="button" className="btn btn-primary" onClick={() => open('ship')}>
          Ship variant
        </button>
      ) : null}

      <ConfirmDialog
        open={dialog === 'start'}
        title={`Start “${experiment.name}”?`}
        confirmLabel="Start now"
        pendingLabel="Starting…"
        pending={start.isPending}
        error={error}
        onClose={close}
        onConfirm={() => void run(() => start.mutateAsync(experiment.id), 'Experiment started.')}
      >
        <p>
          {experiment.traffic_percent}% of visitors start seeing the variants at once, each by its weight. Once it runs, the target, the
          variants (their names, weights and values), the primary metric, the smallest effect and the confidence are <strong>locked</strong>
          : to change them, stop it and make a new experiment.
        </p>
        <p>The name, the hypothesis and the traffic share stay editable while it runs.</p>
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'stop'}
        title={`Stop “${experiment.name}”?`}
        confirmLabel="Stop now"
        pendingLabel="Stopping…"
        tone="danger"
        pending={stop.isPending}
        error={error}
        onClose={close}
        onConfirm={() => void run(() => stop.mutateAsync(experiment.id), 'Experiment stopped.')}
      >
        <p>
          Every visitor sees the site’s own setting again and nothing more is counted. The results stay readable, and you can still ship a
          variant. A stopped experiment does not start again.
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'ship'}
        title={`Ship a variant of “${experiment.name}”`}
        confirmLabel="Ship it"
        pendingLabel="Shipping…"
        pending={ship.isPending}
        confirmDisabled={chosen === ''}
        error={error}
        onClose={close}
        onConfirm={() => void run(() => ship.mutateAsync({ id: experiment.id, variant: chosen }), 'Variant shipped.')}
      >
        <fieldset className="mb-3">
          <legend className="form-label">Which variant becomes the site’s setting?</legend>
          {experiment.variants.map((v) => (
            <div key={v.key} className="form-check">
              <input
                id={`${id}-${v.key}`}
                type="radio"
                name={`${id}-variant`}
                value={v.key}
                className="form-check-input"
                checked={chosen === v.key}
                onChange={() => setChosen(v.key)}
              />
              <label htmlFor={`${id}-${v.key}`} className="form-check-label">
                {v.name}
                <span className="d-block small text-body-secondary">{formatValue(experiment.target, v.value)}</span>
              </label>
            </div>
          ))}
        </fieldset>
        <p aria-live="polite" className="experiment-confirm__sentence">
          {chosen ? shipSentence(experiment, chosen) : 'Choose a variant.'}
        </p>
        {status === 'running' ? <p className="small text-body-secondary">Shipping also stops the experiment.</p> : null}
      </ConfirmDialog>
    </div>
  )
}
