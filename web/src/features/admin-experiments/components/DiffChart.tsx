/**
 * The chart of each challenger's difference to the control over time, with
 * its interval as a band and a zero line. Recharts is large: this module is
 * its own chunk, loaded by ResultsSection when a chart is shown (the table
 * beside it carries the same numbers for screen readers).
 */
import { Area, CartesianGrid, ComposedChart, Legend, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatDiff } from '../format'
import type { SeriesDay } from '../types'
import { challengerStyle, shortDay } from './chart-style'

export interface DiffChartProps {
  series: SeriesDay[]
  challengers: ReadonlyArray<{ key: string; name: string }>
  /** "95%": the interval's confidence, for the legend. */
  confidence: string
}

/** One row per day: each challenger's difference and its interval's two ends, in percentage points. */
export function chartRows(series: SeriesDay[]): Array<Record<string, number | string | [number, number] | null>> {
  return series.map((day) => {
    const row: Record<string, number | string | [number, number] | null> = { day: day.day }
    for (const point of day.variants) {
      row[point.key] = point.diff === null ? null : point.diff * 100
      row[`${point.key}_band`] = point.ci_low === null || point.ci_high === null ? null : [point.ci_low * 100, point.ci_high * 100]
    }
    return row
  })
}

const axisTick = { fill: '#495057', fontSize: 12 }

export default function DiffChart({ series, challengers, confidence }: DiffChartProps) {
  const rows = chartRows(series)
  return (
    <ResponsiveContainer width="100%" height={300} initialDimension={{ width: 800, height: 300 }}>
      <ComposedChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={(d) => shortDay(String(d))} tick={axisTick} minTickGap={24} />
        <YAxis tick={axisTick} width={84} tickFormatter={(v: number) => formatDiff(v / 100)} />
        <Tooltip
          labelFormatter={(d) => shortDay(String(d))}
          formatter={(value) =>
            Array.isArray(value)
              ? `${formatDiff(Number(value[0]) / 100)} to ${formatDiff(Number(value[1]) / 100)}`
              : formatDiff(Number(value) / 100)
          }
        />
        <Legend itemSorter={null} />
        <ReferenceLine y={0} stroke="#212529" strokeWidth={1.5} ifOverflow="extendDomain" />
        {challengers.map((c, index) => {
          const style = challengerStyle(index)
          return (
            <Area
              key={`${c.key}-band`}
              type="monotone"
              dataKey={`${c.key}_band`}
              name={`${c.name}: ${confidence} interval`}
              stroke="none"
              fill={style.color}
              fillOpacity={0.16}
              isAnimationActive={false}
              connectNulls
            />
          )
        })}
        {challengers.map((c, index) => {
          const style = challengerStyle(index)
          return (
            <Line
              key={c.key}
              type="monotone"
              dataKey={c.key}
              name={`${c.name}: difference`}
              stroke={style.color}
              strokeDasharray={style.dash}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
              connectNulls
            />
          )
        })}
      </ComposedChart>
    </ResponsiveContainer>
  )
}
