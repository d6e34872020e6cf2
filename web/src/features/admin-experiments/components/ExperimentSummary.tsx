import type { ReactNode } from 'react'
import { formatConfidence, formatEffect, formatRate, formatShare, formatValue } from '../format'
import { EXPERIMENT_LANGUAGES, shares, variantTitle } from '../form'
import { METRIC_LABELS, TARGET_LABELS, type Experiment } from '../types'
import { ExperimentDate } from './ExperimentDate'
import { RoleNote } from './RoleNote'

/** An experiment's settings, read-only: what it varies and how, who takes part, how it is judged, and when it ran. */
export function ExperimentSummary({ experiment: e }: { experiment: Experiment }) {
  const variantShares = shares(e.variants.map((v) => String(v.weight)))
  const facts: Array<[string, ReactNode]> = [
    ['Pages', EXPERIMENT_LANGUAGES.find((l) => l.value === e.language)?.label ?? e.language],
    ['Target', TARGET_LABELS[e.target] ?? e.target],
    ['Traffic share', `${formatShare(e.traffic_percent)} of visitors`],
    ['Primary metric', METRIC_LABELS[e.primary_metric] ?? e.primary_metric],
    ['Smallest effect that matters', `${formatEffect(e.min_effect)} lift`],
    ['Confidence', `${formatConfidence(e.alpha)} (alpha ${e.alpha})`],
    ['Started', <ExperimentDate key="started" iso={e.started_at} full />],
    ['Stopped', <ExperimentDate key="stopped" iso={e.stopped_at} full />],
  ]
  if (e.baseline_rate !== null && e.baseline_rate !== undefined) {
    facts.push(['Leads per visitor before the start', formatRate(e.baseline_rate)])
  }
  if (e.baseline_qualified_rate !== null && e.baseline_qualified_rate !== undefined) {
    facts.push(['Qualified leads per visitor before the start', formatRate(e.baseline_qualified_rate)])
  }
  return (
    <section className="card experiment-card" aria-labelledby="experiment-settings-title">
      <div className="card-body">
        <h2 id="experiment-settings-title" className="experiment-card__title">
          Settings
        </h2>
        {e.hypothesis ? (
          <blockquote className="experiment-hypothesis">
            <span className="visually-hidden">Hypothesis: </span>
            {e.hypothesis}
          </blockquote>
        ) : null}
        <dl className="experiment-facts">
          {facts.map(([term, value]) => (
            <div key={term} className="experiment-facts__item">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="table-responsive">
          <table className="table table-sm experiment-table">
            <caption>Variants</caption>
            <thead>
              <tr>
                <th scope="col">Variant</th>
                <th scope="col" className="text-end">
                  Weight
                </th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {e.variants.map((v, index) => (
                <tr key={v.key}>
                  <th scope="row">
                    <strong>{v.name}</strong>
                    <RoleNote name={v.name} role={variantTitle(index)} />
                  </th>
                  <td className="text-end">
                    {v.weight}
                    {variantShares[index] !== null ? (
                      <span className="d-block small text-body-secondary">{variantShares[index]}%</span>
                    ) : null}
                  </td>
                  <td className="experiment-table__value">{formatValue(e.target, v.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  )
}
