import { useId, useState, type ReactNode } from 'react'
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatCents } from '@/lib/money'
import { formatCount, orNone } from '../format'
import { formatShortDay } from '../range'
import type { AnalyticsSection, DayRange, Revenue, RevenueCounts } from '../types'
import { ChartCard } from './ChartCard'
import { DataTable, type Column } from './DataTable'
import { axisTick, seriesColors } from './palette'

/** The money columns every revenue table ends with. */
function moneyColumns<T extends RevenueCounts>(): Column<T>[] {
  return [
    { header: 'Charges', cell: (r) => formatCount(r.charges), numeric: true },
    { header: 'Charged', cell: (r) => formatCents(r.charged_cents), numeric: true },
    { header: 'Credited', cell: (r) => formatCents(r.credited_cents), numeric: true },
    { header: 'Revenue', cell: (r) => formatCents(r.revenue_cents), numeric: true },
  ]
}

/** Revenue per day: charges less credits on the UTC day of each ledger entry. */
export function RevenuePerDayCard({ revenue, range }: { revenue: Revenue; range: DayRange }) {
  const data = revenue.days.map((d) => ({ day: d.day, revenue: d.revenue_cents / 100 }))
  return (
    <ChartCard
      title="Revenue per day"
      description="Charges less credits (approved returns), on the UTC day each was written in the firms' ledgers."
      section="revenue_per_day"
      range={range}
      className="analytics-card--wide"
      chart={
        <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 800, height: 240 }}>
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={formatShortDay} tick={axisTick} minTickGap={24} />
            <YAxis tick={axisTick} tickFormatter={(v: number) => formatCents(Math.round(v * 100))} width={80} />
            <Tooltip labelFormatter={(d) => formatShortDay(String(d))} formatter={(v) => formatCents(Math.round(Number(v) * 100))} />
            <Bar dataKey="revenue" name="Revenue" fill={seriesColors.accepted} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <DataTable
          caption="Revenue per day"
          columns={[{ header: 'Day', cell: (d: Revenue['days'][number]) => d.day }, ...moneyColumns<Revenue['days'][number]>()]}
          rows={revenue.days.filter((d) => d.charges > 0 || d.credits > 0)}
          rowKey={(d) => d.day}
          empty="No charges or credits in this range."
        />
      }
    />
  )
}

type Breakdown = 'states' | 'services' | 'partners' | 'sources'

const breakdowns: ReadonlyArray<{ key: Breakdown; label: string; section: AnalyticsSection }> = [
  { key: 'states', label: 'State', section: 'revenue_states' },
  { key: 'services', label: 'Practice area', section: 'revenue_services' },
  { key: 'partners', label: 'Partner', section: 'revenue_partners' },
  { key: 'sources', label: 'Source and campaign', section: 'revenue_sources' },
]

type Row = RevenueCounts & { key: string; cells: string[] }

/** The rows of one breakdown, with their key cells. */
function rowsOf(revenue: Revenue, by: Breakdown): { headers: string[]; rows: Row[] } {
  switch (by) {
    case 'states':
      return { headers: ['State'], rows: revenue.states.map((r) => ({ ...r, key: r.state, cells: [r.state || '(none)'] })) }
    case 'services':
      return {
        headers: ['Practice area'],
        rows: revenue.services.map((r) => ({
          ...r,
          key: String(r.service_id),
          cells: [r.service_id === null ? '(none)' : r.service || '(deleted)'],
        })),
      }
    case 'partners':
      return { headers: ['Partner'], rows: revenue.partners.map((r) => ({ ...r, key: String(r.partner_id), cells: [r.partner_name] })) }
    case 'sources':
      return {
        headers: ['Source', 'Medium', 'Campaign'],
        rows: revenue.sources.map((r) => ({
          ...r,
          key: `${r.source}|${r.medium}|${r.campaign}`,
          cells: [orNone(r.source), orNone(r.medium), orNone(r.campaign)],
        })),
      }
  }
}

/**
 * Revenue by state, practice area, partner, or source and campaign (the
 * attribution of each lead): what each earned in the range, most first.
 */
export function RevenueBreakdownCard({ revenue, range }: { revenue: Revenue; range: DayRange }) {
  const id = useId()
  const [by, setBy] = useState<Breakdown>('states')
  const choice = breakdowns.find((b) => b.key === by)!
  const { headers, rows } = rowsOf(revenue, by)
  const top = rows.slice(0, 12).map((r) => ({ name: r.cells.join(' / '), revenue: r.revenue_cents / 100 }))
  const columns: Column<Row>[] = [
    ...headers.map((h, i) => ({ header: h, cell: (r: Row): ReactNode => r.cells[i] })),
    ...moneyColumns<Row>(),
  ]
  return (
    <ChartCard
      title={`Revenue by ${choice.label.toLowerCase()}`}
      description="Charges less credits of the leads, under the lead's state, practice area and source and the firm charged."
      section={choice.section}
      range={range}
      className="analytics-card--wide"
      tableOpen
      controls={
        <div className="btn-group btn-group-sm mb-2" role="group" aria-label="Break revenue down by">
          {breakdowns.map((b) => (
            <button
              key={b.key}
              id={`${id}-${b.key}`}
              type="button"
              className={`btn ${b.key === by ? 'btn-secondary' : 'btn-outline-secondary'}`}
              aria-pressed={b.key === by}
              onClick={() => setBy(b.key)}
            >
              {b.label}
            </button>
          ))}
        </div>
      }
      chart={
        top.length === 0 ? (
          <p className="analytics-empty">No charges or credits in this range.</p>
        ) : (
          <ResponsiveContainer width="100%" height={Math.max(160, top.length * 32)} initialDimension={{ width: 800, height: 240 }}>
            <BarChart data={top} layout="vertical" accessibilityLayer={false} margin={{ top: 0, right: 24, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" tick={axisTick} tickFormatter={(v: number) => formatCents(Math.round(v * 100))} />
              <YAxis type="category" dataKey="name" width={180} tick={axisTick} />
              <Tooltip formatter={(v) => formatCents(Math.round(Number(v) * 100))} />
              <Bar dataKey="revenue" name="Revenue" fill={seriesColors.accepted} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        )
      }
      table={
        <DataTable
          caption={`Revenue by ${choice.label.toLowerCase()}`}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.key}
          empty="No charges or credits in this range."
        />
      }
    />
  )
}
