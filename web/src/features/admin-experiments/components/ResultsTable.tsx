import { formatCount, formatDiff, formatDiffInterval, formatLift, formatLiftInterval, formatP, formatRate } from '../format'
import { RoleNote } from './RoleNote'
import { METRIC_LABELS, type Metric, type VariantResult } from '../types'

/** What a metric's conversions are called in a column. */
export const CONVERSION_LABELS: Record<Metric, string> = {
  leads: 'Leads',
  qualified_leads: 'Qualified leads',
}

function SignificantBadge({ result, isControl }: { result: VariantResult; isControl: boolean }) {
  if (isControl) return <span className="text-body-secondary">—</span>
  return result.significant ? (
    <span className="badge experiment-significant">Significant</span>
  ) : (
    <span className="text-body-secondary">Not significant</span>
  )
}

/** Two lines in one cell: the estimate, and its interval under it. */
function Estimate({ value, interval, confidence }: { value: string; interval: string; confidence: string }) {
  return (
    <>
      {value}
      {interval !== '—' ? (
        <span className="d-block small text-body-secondary">
          {confidence} interval: {interval}
        </span>
      ) : null}
    </>
  )
}

/**
 * The primary metric per variant: visitors, conversions, rate, the
 * difference to the control and the lift with their intervals, the
 * adjusted p-value and whether it is significant.
 */
export function ResultsTable({ metric, variants, confidence }: { metric: Metric; variants: VariantResult[]; confidence: string }) {
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label="Results per variant">
      <table className="table experiment-table experiment-results">
        <caption>
          {METRIC_LABELS[metric] ?? metric} <span className="text-body-secondary">(primary metric)</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col" className="text-end">
              Visitors
            </th>
            <th scope="col" className="text-end">
              {CONVERSION_LABELS[metric] ?? 'Conversions'}
            </th>
            <th scope="col" className="text-end">
              Rate
            </th>
            <th scope="col" className="text-end">
              Difference to control
            </th>
            <th scope="col" className="text-end">
              Lift
            </th>
            <th scope="col" className="text-end">
              p-value
            </th>
            <th scope="col">Significant</th>
          </tr>
        </thead>
        <tbody>
          {variants.map((v, index) => (
            <tr key={v.key} className={v.significant ? 'experiment-results__winner' : undefined}>
              <th scope="row">
                <strong>{v.name}</strong>
                <RoleNote name={v.name} role={index === 0 ? 'Control' : `Variant ${v.key.toUpperCase()}`} />
              </th>
              <td className="text-end">{formatCount(v.exposures)}</td>
              <td className="text-end">{formatCount(v.conversions)}</td>
              <td className="text-end">{formatRate(v.rate)}</td>
              <td className="text-end">
                {index === 0 ? (
                  '—'
                ) : (
                  <Estimate value={formatDiff(v.diff)} interval={formatDiffInterval(v.ci_low, v.ci_high)} confidence={confidence} />
                )}
              </td>
              <td className="text-end">
                {index === 0 ? (
                  '—'
                ) : (
                  <Estimate value={formatLift(v.lift)} interval={formatLiftInterval(v.lift_low, v.lift_high)} confidence={confidence} />
                )}
              </td>
              <td className="text-end">{index === 0 ? '—' : formatP(v.p_value)}</td>
              <td>
                <SignificantBadge result={v} isControl={index === 0} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The other metric per variant, for a look beside the primary one (its p-values are adjusted with the primary's). */
export function SecondaryTable({ variants, confidence }: { variants: VariantResult[]; confidence: string }) {
  const metric = variants.find((v) => v.secondary)?.secondary?.metric
  if (!metric) return null
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label="Secondary metric per variant">
      <table className="table table-sm experiment-table">
        <caption>
          {METRIC_LABELS[metric] ?? metric} <span className="text-body-secondary">(secondary metric)</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col" className="text-end">
              {CONVERSION_LABELS[metric] ?? 'Conversions'}
            </th>
            <th scope="col" className="text-end">
              Rate
            </th>
            <th scope="col" className="text-end">
              Difference to control
            </th>
            <th scope="col" className="text-end">
              p-value
            </th>
          </tr>
        </thead>
        <tbody>
          {variants.map((v, index) => (
            <tr key={v.key}>
              <th scope="row">{v.name}</th>
              <td className="text-end">{v.secondary ? formatCount(v.secondary.conversions) : '—'}</td>
              <td className="text-end">{formatRate(v.secondary?.rate)}</td>
              <td className="text-end">
                {index === 0 || !v.secondary ? (
                  '—'
                ) : (
                  <Estimate
                    value={formatDiff(v.secondary.diff)}
                    interval={formatDiffInterval(v.secondary.ci_low, v.secondary.ci_high)}
                    confidence={confidence}
                  />
                )}
              </td>
              <td className="text-end">{index === 0 ? '—' : formatP(v.secondary?.p_value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
