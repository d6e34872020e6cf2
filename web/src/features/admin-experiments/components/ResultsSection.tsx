import { lazy, Suspense, useId, useState } from 'react'
import { formatTimeInZone } from '@/lib/admin/operator-time'
import { useOperatorTimeZone } from '@/lib/admin/operator-time-zone'
import { useResults } from '../api/get-results'
import { formatConfidence, formatDiff, formatDiffInterval, formatEffect, formatP } from '../format'
import { METRIC_LABELS, type Experiment, type Results } from '../types'
import { longDay } from './chart-style'
import { ResultsTable, SecondaryTable } from './ResultsTable'

// Recharts is about 100 KB gzip: its own chunk, fetched when a chart shows.
const DiffChart = lazy(() => import('./DiffChart'))

/** "About 9 days at recent traffic to detect a 10% lift", or why there is no estimate (no full stop). */
export function estimateSentence(daysNeeded: number | null, minEffect: number): string {
  if (daysNeeded === null) return 'There is not enough recent traffic to estimate how long it would take'
  const days = Math.max(1, Math.round(daysNeeded))
  return `About ${days} ${days === 1 ? 'day' : 'days'} at recent traffic to detect a ${formatEffect(minEffect)} lift`
}

/** The challengers' difference to the control over time: the chart (lazy, for the eye) and the same numbers as a table. */
function DiffOverTime({ results, confidence }: { results: Results; confidence: string }) {
  const id = useId()
  const [tableShown, setTableShown] = useState(false)
  const challengers = results.variants.slice(1).map((v) => ({ key: v.key, name: v.name }))
  const metric = METRIC_LABELS[results.metric] ?? results.metric
  const title = 'Difference to control over time'
  return (
    <section className="experiment-chart" aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`}>
      <div className="experiment-chart__head">
        <div>
          <h3 id={`${id}-title`} className="experiment-chart__title">
            {title}
          </h3>
          <p id={`${id}-description`} className="experiment-chart__description">
            Each challenger’s difference in {metric.toLowerCase()} to the control, in percentage points, counted up to the end of each day,
            with its {confidence} interval as a band. Above the zero line the challenger does better; a band that stays clear of zero is a
            real difference.
          </p>
        </div>
        {results.series.length > 0 ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            aria-expanded={tableShown}
            aria-controls={`${id}-table`}
            onClick={() => setTableShown((v) => !v)}
          >
            {tableShown ? 'Hide table' : 'Show table'} <span className="visually-hidden">of the {title.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      {results.series.length === 0 ? (
        <p className="text-body-secondary">No days counted yet: the chart fills in as visitors arrive.</p>
      ) : (
        <>
          <div className="experiment-chart__plot" aria-hidden="true">
            <Suspense fallback={<div className="experiment-chart__placeholder" />}>
              <DiffChart series={results.series} challengers={challengers} confidence={confidence} />
            </Suspense>
          </div>
          <div
            id={`${id}-table`}
            className={tableShown ? 'experiment-chart__table' : 'visually-hidden'}
            role="group"
            aria-label={`${title}, table`}
            tabIndex={tableShown ? 0 : undefined}
          >
            <table className="table table-sm experiment-table">
              <caption>
                {title}: difference and {confidence} interval, in percentage points
              </caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  {challengers.map((c) => (
                    <th key={c.key} scope="col" className="text-end">
                      {c.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {results.series.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{longDay(day.day)}</th>
                    {challengers.map((c) => {
                      const point = day.variants.find((p) => p.key === c.key)
                      return (
                        <td key={c.key} className="text-end">
                          {point ? (
                            <>
                              {formatDiff(point.diff)}
                              <span className="d-block small text-body-secondary">{formatDiffInterval(point.ci_low, point.ci_high)}</span>
                            </>
                          ) : (
                            '—'
                          )}
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}

/** The numbers: the table per variant, the secondary metric and the chart. */
function Numbers({ results }: { results: Results }) {
  const confidence = formatConfidence(results.alpha)
  return (
    <div className="experiment-numbers">
      <ResultsTable metric={results.metric} variants={results.variants} confidence={confidence} />
      <SecondaryTable variants={results.variants} confidence={confidence} />
      <DiffOverTime results={results} confidence={confidence} />
    </div>
  )
}

/** A failed sample-ratio check: the warning, and the numbers only after "Show anyway". */
function SrmWarning({ results }: { results: Results }) {
  const id = useId()
  const [shown, setShown] = useState(false)
  return (
    <>
      <div className="alert alert-warning experiment-srm" role="alert">
        <h3 className="h6 alert-heading">The visitors are not split as the weights say</h3>
        <p className="mb-2">
          The sample-ratio check failed (p = {formatP(results.srm_p_value)}, flagged below 0.001): the variants got a share of the visitors
          their weights cannot explain. Something is wrong with how visitors are assigned or counted (a cache, a redirect, robots), so the
          numbers cannot be trusted until it is found.
        </p>
        <button
          type="button"
          className="btn btn-sm btn-outline-dark"
          aria-expanded={shown}
          aria-controls={`${id}-numbers`}
          onClick={() => setShown((v) => !v)}
        >
          {shown ? 'Hide the numbers' : 'Show anyway'}
        </button>
      </div>
      <div id={`${id}-numbers`} hidden={!shown}>
        {shown ? <Numbers results={results} /> : null}
      </div>
    </>
  )
}

/**
 * The results of an experiment: before the start, how long it would take;
 * from the start, the verdict in words, the SRM check, the numbers per
 * variant and the chart. Read again every minute while it runs.
 */
export function ResultsSection({ experiment }: { experiment: Experiment }) {
  const running = experiment.status === 'running'
  const results = useResults(experiment.id, running)
  const { timeZone } = useOperatorTimeZone()
  const data = results.data
  return (
    <section className="card experiment-card" aria-labelledby="experiment-results-title" aria-busy={results.isFetching || undefined}>
      <div className="card-body">
        <div className="experiment-card__head">
          <h2 id="experiment-results-title" className="experiment-card__title">
            {experiment.status === 'draft' ? 'Before you start' : 'Results'}
          </h2>
          {data && experiment.status !== 'draft' ? (
            <p className="experiment-card__updated">
              Updated {formatTimeInZone(new Date(results.dataUpdatedAt), timeZone)}
              {running ? ' · read again every minute' : ''}
              {results.isRefetchError ? <span role="alert"> · the last update failed</span> : null}
            </p>
          ) : null}
        </div>
        {!data ? (
          results.isError ? (
            <div role="alert">
              <p>The results could not be loaded.</p>
              <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void results.refetch()}>
                Try again
              </button>
            </div>
          ) : (
            <p role="status">Loading the results…</p>
          )
        ) : experiment.status === 'draft' ? (
          <p className="experiment-estimate">{estimateSentence(data.days_needed, experiment.min_effect)}.</p>
        ) : (
          <>
            <p className="experiment-verdict" aria-live="polite">
              {data.verdict}
            </p>
            {!data.ready ? (
              <p className="text-body-secondary">Every variant needs at least 100 visitors before the results say anything.</p>
            ) : null}
            {data.srm_ok ? <Numbers results={data} /> : <SrmWarning results={data} />}
          </>
        )}
      </div>
    </section>
  )
}
