import { Link } from 'react-router'
import { adminPaths } from '@/lib/admin/paths'
import { can, useProfile } from '@/lib/auth'
import type { LeadExperiment } from '../types'

/**
 * The experiments' variants the visitor saw on the day the lead came: the
 * lead is a conversion of each (decision 062). Linked to the experiment
 * for those who may open it.
 */
export function LeadExperiments({ experiments }: { experiments: LeadExperiment[] }) {
  const { data: profile } = useProfile()
  const linked = can(profile, 'experiments')
  return (
    <dl className="lead-fields">
      {experiments.map((x) => {
        const name = x.name || `Experiment ${x.experiment_id}`
        return (
          <div className="lead-fields__row" key={x.experiment_id}>
            <dt>{linked ? <Link to={adminPaths.experiment(x.experiment_id)}>{name}</Link> : name}</dt>
            <dd>
              Variant <strong>{x.variant.length === 1 ? x.variant.toUpperCase() : x.variant}</strong>
              {x.variant === 'a' ? ' (control)' : ''}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
