import { Link, useNavigate } from 'react-router'
import { AdminPageHeader } from '@/components/admin'
import { adminPaths } from '@/lib/admin/paths'
import { useHead } from '@/lib/head'
import { useExperiments } from './api/get-experiments'
import { ExperimentDate } from './components/ExperimentDate'
import { StatusBadge } from './components/StatusBadge'
import { formatShare } from './format'
import { TARGET_LABELS } from './types'
import './admin-experiments.scss'

/**
 * /admin/experiments: every experiment, newest first: what it varies, its
 * status, its share of the traffic and when it ran. The results are on
 * each experiment's page (one request each: not read for the list).
 */
export default function ExperimentsAdminPage() {
  useHead({ title: 'Experiments' })
  const navigate = useNavigate()
  const list = useExperiments()
  const rows = list.data ?? []
  return (
    <div className="admin-page experiments-page">
      <AdminPageHeader
        title="Experiments"
        intro="Try a different headline, button label, pop-up or entry form on part of the visitors, and see which brings more leads. Visitors are assigned without cookies; the results stay valid however often you look."
        onAdd={() => navigate(adminPaths.newExperiment)}
        addLabel="New experiment"
      />
      <div className="table-responsive" tabIndex={0} role="region" aria-label="Experiments, newest first">
        <table className="table table-hover admin-table experiments-table" aria-busy={list.isFetching || undefined}>
          <caption className="visually-hidden">Experiments, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Target</th>
              <th scope="col">Status</th>
              <th scope="col" className="text-end">
                Traffic share
              </th>
              <th scope="col">Started</th>
              <th scope="col">Stopped</th>
            </tr>
          </thead>
          <tbody>
            {rows.length > 0 ? (
              rows.map((e) => (
                <tr key={e.id}>
                  <th scope="row" className="admin-table__title">
                    <Link to={adminPaths.experiment(e.id)}>{e.name}</Link>
                  </th>
                  <td>{TARGET_LABELS[e.target] ?? e.target}</td>
                  <td>
                    <StatusBadge status={e.status} />
                  </td>
                  <td className="text-end">{formatShare(e.traffic_percent)}</td>
                  <td>
                    <ExperimentDate iso={e.started_at} />
                  </td>
                  <td>
                    <ExperimentDate iso={e.stopped_at} />
                  </td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={6} className="admin-table__empty">
                  {list.isError ? (
                    <span role="alert">The experiments could not be loaded. Please try again in a moment.</span>
                  ) : list.isPending ? (
                    <span role="status">Loading…</span>
                  ) : (
                    'No experiments yet. Start with New experiment: a headline or a button label is a good first test.'
                  )}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  )
}
