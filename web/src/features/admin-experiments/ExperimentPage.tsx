import { Link, useParams, useSearchParams } from 'react-router'
import { QueryStatus } from '@/components/QueryStatus'
import { adminPaths } from '@/lib/admin/paths'
import { ApiError } from '@/lib/api-client'
import { useHead } from '@/lib/head'
import { notifySuccess } from '@/lib/notify'
import { useExperiment } from './api/get-experiment'
import { ExperimentActions } from './components/ExperimentActions'
import { ExperimentForm } from './components/ExperimentForm'
import { ExperimentSummary } from './components/ExperimentSummary'
import { ResultsSection } from './components/ResultsSection'
import { StatusBadge } from './components/StatusBadge'
import { formatValue, targetPhrase } from './format'
import type { Experiment } from './types'
import { useCurrentValues } from './use-current-values'
import './admin-experiments.scss'

/** The editor of an existing experiment (?edit on its page). */
function EditExperiment({ experiment, onDone }: { experiment: Experiment; onDone: () => void }) {
  const current = useCurrentValues()
  if (current.pending && experiment.status === 'draft') return <QueryStatus isPending isError={false} />
  return (
    <ExperimentForm
      experiment={experiment}
      current={current.values}
      cancelTo={adminPaths.experiment(experiment.id)}
      onSaved={(_saved, message) => {
        notifySuccess(message)
        onDone()
      }}
    />
  )
}

function ShippedNote({ experiment }: { experiment: Experiment }) {
  const variant = experiment.variants.find((v) => v.key === experiment.shipped_variant)
  if (experiment.status !== 'shipped' || !variant) return null
  return (
    <p className="alert alert-success experiment-shipped">
      Shipped <strong>{variant.name}</strong>: {formatValue(experiment.target, variant.value)} is now the site’s{' '}
      {targetPhrase(experiment.target)} setting.
    </p>
  )
}

/**
 * /admin/experiments/:id: one experiment: its results (read again every
 * minute while it runs), its settings, and what can be done with it now
 * (start, stop, ship a variant, edit). With ?edit, the editor instead.
 */
export default function ExperimentPage() {
  const { id = '' } = useParams()
  const [search, setSearch] = useSearchParams()
  const validId = /^\d+$/.test(id)
  const query = useExperiment(id, validId)
  const experiment = query.data
  const editing = search.has('edit')

  useHead({ title: experiment ? `${editing ? 'Edit' : 'Experiment'}: ${experiment.name}` : 'Experiment' })

  const back = (
    <Link to={adminPaths.experiments} className="experiment-back">
      ← Back to experiments
    </Link>
  )

  if (!validId || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <div className="admin-page experiment-page">
        {back}
        <div role="alert">
          <h1 className="admin-page__title">Experiment not found</h1>
          <p>There is no experiment #{id}.</p>
        </div>
      </div>
    )
  }

  if (!experiment) {
    return (
      <div className="admin-page experiment-page">
        {back}
        <QueryStatus isPending={query.isPending} isError={query.isError} />
        {query.isError ? (
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void query.refetch()}>
            Try again
          </button>
        ) : null}
      </div>
    )
  }

  if (editing) {
    return (
      <div className="admin-page experiment-page">
        <Link to={adminPaths.experiment(experiment.id)} className="experiment-back">
          ← Back to the experiment
        </Link>
        <div className="admin-page__head">
          <div>
            <h1 className="admin-page__title">Edit experiment</h1>
            <p className="admin-page__intro">
              {experiment.name} <StatusBadge status={experiment.status} labelled />
            </p>
          </div>
        </div>
        <EditExperiment key={experiment.id} experiment={experiment} onDone={() => setSearch({}, { replace: true })} />
      </div>
    )
  }

  return (
    <div className="admin-page experiment-page">
      {back}
      <div className="admin-page__head experiment-page__head">
        <div>
          <h1 className="admin-page__title">{experiment.name}</h1>
          <p className="admin-page__intro experiment-page__status">
            <StatusBadge status={experiment.status} labelled />
          </p>
        </div>
        <ExperimentActions experiment={experiment} />
      </div>
      <ShippedNote experiment={experiment} />
      <ResultsSection experiment={experiment} />
      <ExperimentSummary experiment={experiment} />
    </div>
  )
}
