import { US_STATES } from '@/lib/us-states'
import { formatCount } from '../format'
import { outlines, tilePositions } from '../outlines'
import type { DayRange, StateCount } from '../types'
import { ChartCard } from './ChartCard'
import { DataTable } from './DataTable'
import { mapSteps } from './palette'

const CELL = 64
const COLUMNS = 11
const ROWS = 8
const stateNames = new Map(US_STATES.map((s) => [s.code, s.name]))

export function stateName(code: string): string {
  return code ? (stateNames.get(code) ?? code) : 'No state given'
}

export interface MapStep {
  color: string
  label: string
  /** Lowest and highest count of the step (inclusive). */
  min: number
  max: number
}

/** The legend's steps: none, then up to four equal steps up to the highest count. */
export function mapScale(highest: number): MapStep[] {
  const steps: MapStep[] = [{ color: mapSteps[0], label: 'No leads', min: 0, max: 0 }]
  if (highest <= 0) return steps
  const n = Math.min(4, highest)
  let low = 1
  for (let i = 1; i <= n; i++) {
    const high = i === n ? highest : Math.max(low, Math.round((highest * i) / n))
    steps.push({
      color: mapSteps[i === n ? 4 : Math.round((i * 4) / n)],
      label: low === high ? `${formatCount(low)} ${low === 1 ? 'lead' : 'leads'}` : `${formatCount(low)}–${formatCount(high)} leads`,
      min: low,
      max: high,
    })
    low = high + 1
    if (low > highest) break
  }
  return steps
}

function stepOf(steps: MapStep[], count: number): MapStep {
  return steps.find((s) => count >= s.min && count <= s.max) ?? steps[steps.length - 1]
}

/**
 * Leads by state on a tile map of the United States built from the state
 * outlines the site ships: each state's own silhouette in its place on a
 * grid, shaded by its number of leads, with its postal code on it and the
 * count in the legend's steps (so the shade is never the only clue).
 */
export function StateMapCard({ states, range }: { states: StateCount[]; range: DayRange }) {
  const counts = new Map(states.map((s) => [s.state, s.leads]))
  const highest = Math.max(0, ...states.filter((s) => s.state).map((s) => s.leads))
  const steps = mapScale(highest)
  const withoutState = counts.get('') ?? 0
  return (
    <ChartCard
      title="Leads by state"
      description={
        withoutState > 0
          ? `The state each lead gave. ${formatCount(withoutState)} ${withoutState === 1 ? 'lead gave' : 'leads gave'} none.`
          : 'The state each lead gave.'
      }
      section="states"
      range={range}
      className="analytics-card--wide"
      chart={
        <div className="analytics-map">
          <svg className="analytics-map__svg" viewBox={`0 0 ${COLUMNS * CELL} ${ROWS * CELL}`} role="presentation" focusable="false">
            {Object.entries(tilePositions).map(([code, [col, row]]) => {
              const outline = outlines[code]
              const count = counts.get(code) ?? 0
              const step = stepOf(steps, count)
              const x = col * CELL
              const y = row * CELL
              return (
                <g key={code} data-state={code} data-leads={count}>
                  <title>{`${stateName(code)}: ${formatCount(count)} ${count === 1 ? 'lead' : 'leads'}`}</title>
                  <rect x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} rx={6} className="analytics-map__tile" />
                  {outline ? (
                    <svg
                      x={x + 6}
                      y={y + 4}
                      width={CELL - 12}
                      height={CELL - 22}
                      viewBox={outline.viewBox}
                      preserveAspectRatio="xMidYMid meet"
                    >
                      <path
                        d={outline.d}
                        fill={step.color}
                        stroke="#343a40"
                        strokeWidth={outline.viewBox.split(' ').map(Number)[2] / 120}
                      />
                    </svg>
                  ) : null}
                  <text x={x + CELL / 2} y={y + CELL - 6} textAnchor="middle" className="analytics-map__label">
                    {code}
                    {count > 0 ? ` ${formatCount(count)}` : ''}
                  </text>
                </g>
              )
            })}
          </svg>
          <ul className="analytics-legend" aria-label="Legend">
            {steps.map((s) => (
              <li key={s.label}>
                <svg width="16" height="16" aria-hidden="true" focusable="false">
                  <rect width="16" height="16" rx="3" fill={s.color} stroke="#343a40" strokeWidth="1" />
                </svg>
                {s.label}
              </li>
            ))}
          </ul>
        </div>
      }
      table={
        <DataTable
          caption="Leads by state"
          columns={[
            { header: 'State', cell: (s: StateCount) => (s.state ? `${stateName(s.state)} (${s.state})` : stateName(s.state)) },
            { header: 'Leads', cell: (s: StateCount) => formatCount(s.leads), numeric: true },
          ]}
          rows={states}
          rowKey={(s) => s.state || '-'}
          empty="No leads in this range."
        />
      }
    />
  )
}
