import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatCount } from '../format'
import { formatDay, formatShortDay } from '../range'
import type { DayRange, RoutingDay } from '../types'
import { ChartCard } from './ChartCard'
import { DataTable } from './DataTable'
import { axisTick, routingColors } from './palette'

const outcomes = [
  { key: 'routed', label: 'Routed' },
  { key: 'unrouted', label: 'Unrouted' },
  { key: 'duplicate', label: 'Duplicate' },
  { key: 'suppressed', label: 'Suppressed' },
] as const

const total = (d: RoutingDay) => d.routed + d.unrouted + d.duplicate + d.suppressed

/** Leads per day, stacked by what routing made of them. */
export function LeadsPerDayCard({ days, range }: { days: RoutingDay[]; range: DayRange }) {
  return (
    <ChartCard
      title="Leads per day"
      description="Every lead of each day (UTC), by routing outcome: sent to a partner, taken by nobody, already held by every taker, or on the do-not-contact list."
      section="leads_per_day"
      range={range}
      className="analytics-card--wide"
      chart={
        <ResponsiveContainer width="100%" height={280} initialDimension={{ width: 800, height: 280 }}>
          <BarChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={formatShortDay} tick={axisTick} minTickGap={16} />
            <YAxis allowDecimals={false} tick={axisTick} width={40} />
            <Tooltip labelFormatter={(day) => formatDay(String(day))} />
            <Legend itemSorter={null} />
            {outcomes.map((o) => (
              <Bar key={o.key} dataKey={o.key} name={o.label} stackId="routing" fill={routingColors[o.key]} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <DataTable
          caption={`Leads per day by routing outcome, ${formatDay(range.from)} to ${formatDay(range.to)}`}
          columns={[
            { header: 'Day', cell: (d: RoutingDay) => formatDay(d.day) },
            ...outcomes.map((o) => ({ header: o.label, cell: (d: RoutingDay) => formatCount(d[o.key]), numeric: true })),
            { header: 'Total', cell: (d: RoutingDay) => formatCount(total(d)), numeric: true },
          ]}
          rows={days}
          rowKey={(d) => d.day}
          empty="No days in this range."
        />
      }
    />
  )
}
