import { Link, useNavigate } from 'react-router'
import { AdminPageHeader } from '@/components/admin'
import { QueryStatus } from '@/components/QueryStatus'
import { adminPaths } from '@/lib/admin/paths'
import { useHead } from '@/lib/head'
import { notifySuccess } from '@/lib/notify'
import { ExperimentForm } from './components/ExperimentForm'
import { useCurrentValues } from './use-current-values'
import './admin-experiments.scss'

/** /admin/experiments/new: a new experiment, saved as a draft; it starts from its page. */
export default function NewExperimentPage() {
  useHead({ title: 'New experiment' })
  const navigate = useNavigate()
  const current = useCurrentValues()
  return (
    <div className="admin-page experiment-page">
      <Link to={adminPaths.experiments} className="experiment-back">
        ← Back to experiments
      </Link>
      <AdminPageHeader title="New experiment" intro="Saved as a draft: nothing changes on the site until you start it from its page." />
      {current.pending ? (
        <QueryStatus isPending isError={false} />
      ) : (
        <ExperimentForm
          current={current.values}
          currentFailed={current.failed}
          cancelTo={adminPaths.experiments}
          onSaved={(experiment, message) => {
            notifySuccess(message)
            navigate(adminPaths.experiment(experiment.id))
          }}
        />
      )}
    </div>
  )
}
