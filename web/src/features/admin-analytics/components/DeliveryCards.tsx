import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatCount, formatSeconds } from '../format'
import { formatDay, formatShortDay } from '../range'
import type { Analytics, DayRange, LatencyDay } from '../types'
import { ChartCard } from './ChartCard'
import { DataTable } from './DataTable'
import { axisTick, seriesColors, statusColors } from './palette'

const statusLabels: Record<string, string> = {
  delivered: 'Delivered',
  pending: 'Pending',
  failed: 'Failed',
  dead: 'Dead',
}

function statusLabel(status: string): string {
  return statusLabels[status] ?? status.charAt(0).toUpperCase() + status.slice(1)
}

/** Deliveries created in the range, by status. */
export function DeliveryStatusCard({ deliveries, range }: { deliveries: Analytics['deliveries']; range: DayRange }) {
  const data = deliveries.by_status.map((s) => ({ name: statusLabel(s.status), status: s.status, count: s.count }))
  const total = data.reduce((sum, d) => sum + d.count, 0)
  return (
    <ChartCard
      title="Deliveries by status"
      description={`${formatCount(total)} ${total === 1 ? 'delivery' : 'deliveries'} to partners, created in the range.`}
      section="deliveries_by_status"
      range={range}
      chart={
        total === 0 ? (
          <p className="analytics-empty">No deliveries in this range.</p>
        ) : (
          <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 400, height: 240 }}>
            <BarChart data={data} accessibilityLayer={false} margin={{ top: 16, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="name" tick={axisTick} />
              <YAxis allowDecimals={false} tick={axisTick} width={40} />
              <Tooltip />
              <Bar dataKey="count" name="Deliveries" isAnimationActive={false} label={{ position: 'top', fill: '#212529', fontSize: 12 }}>
                {data.map((d) => (
                  <Cell key={d.status} fill={statusColors[d.status] ?? '#5c6670'} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        )
      }
      table={
        <DataTable
          caption="Deliveries by status"
          columns={[
            { header: 'Status', cell: (d: (typeof data)[number]) => d.name },
            { header: 'Deliveries', cell: (d: (typeof data)[number]) => formatCount(d.count), numeric: true },
          ]}
          rows={data}
          rowKey={(d) => d.status}
          empty="No deliveries in this range."
        />
      }
    />
  )
}

/** How long delivered leads took to reach the partner, per day and overall. */
export function DeliveryLatencyCard({ deliveries, range }: { deliveries: Analytics['deliveries']; range: DayRange }) {
  const overall = deliveries.latency_overall
  const rows: Array<LatencyDay & { label: string }> = [
    ...deliveries.latency.map((d) => ({ ...d, label: formatDay(d.day) })),
    ...(overall.count > 0 ? [{ ...overall, day: 'all', label: 'Whole range' }] : []),
  ]
  return (
    <ChartCard
      title="Delivery time"
      description={
        overall.count > 0
          ? `From the lead's arrival to the partner's receipt. Median ${formatSeconds(overall.p50_seconds)}, 90th percentile ${formatSeconds(overall.p90_seconds)}, longest ${formatSeconds(overall.max_seconds)} over ${formatCount(overall.count)} delivered.`
          : "From the lead's arrival to the partner's receipt."
      }
      section="delivery_latency"
      range={range}
      chart={
        deliveries.latency.length === 0 ? (
          <p className="analytics-empty">No delivered leads in this range.</p>
        ) : (
          <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 400, height: 240 }}>
            <LineChart data={deliveries.latency} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" tickFormatter={formatShortDay} tick={axisTick} minTickGap={16} />
              <YAxis tick={axisTick} width={56} tickFormatter={(v: number) => formatSeconds(v)} />
              <Tooltip labelFormatter={(day) => formatDay(String(day))} formatter={(v) => formatSeconds(Number(v))} />
              <Legend itemSorter={null} />
              <Line dataKey="p50_seconds" name="Median" stroke={seriesColors.p50} strokeWidth={2} dot isAnimationActive={false} />
              <Line
                dataKey="p90_seconds"
                name="90th percentile"
                stroke={seriesColors.p90}
                strokeWidth={2}
                strokeDasharray="6 3"
                dot
                isAnimationActive={false}
              />
              <Line
                dataKey="max_seconds"
                name="Longest"
                stroke={seriesColors.max}
                strokeWidth={2}
                strokeDasharray="2 3"
                dot
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        )
      }
      table={
        <DataTable
          caption="Delivery time per day"
          columns={[
            { header: 'Day', cell: (d: (typeof rows)[number]) => d.label },
            { header: 'Delivered', cell: (d: (typeof rows)[number]) => formatCount(d.count), numeric: true },
            { header: 'Median', cell: (d: (typeof rows)[number]) => formatSeconds(d.p50_seconds), numeric: true },
            { header: '90th percentile', cell: (d: (typeof rows)[number]) => formatSeconds(d.p90_seconds), numeric: true },
            { header: 'Longest', cell: (d: (typeof rows)[number]) => formatSeconds(d.max_seconds), numeric: true },
          ]}
          rows={rows}
          rowKey={(d) => d.day}
          empty="No delivered leads in this range."
        />
      }
    />
  )
}
