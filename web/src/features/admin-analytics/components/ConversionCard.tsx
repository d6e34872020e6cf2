import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { DIRECT, formatCount, formatRate, isNone, orNone } from '../format'
import type { AnalyticsSection, ConversionRow, DayRange } from '../types'
import { ChartCard } from './ChartCard'
import { DataTable, type Column } from './DataTable'
import { axisTick, seriesColors } from './palette'

/** How many rows the chart draws; the table has them all. */
const CHART_ROWS = 10

export interface ConversionCardProps {
  kind: 'landing_pages' | 'sources'
  rows: ConversionRow[]
  range: DayRange
}

/** A row with no source, medium or campaign: a direct visit or lead. */
function isDirect(row: ConversionRow): boolean {
  return isNone(row.source) && isNone(row.medium) && isNone(row.campaign)
}

function label(kind: ConversionCardProps['kind'], row: ConversionRow): string {
  if (kind === 'landing_pages') return row.landing_page ? row.landing_page : '(other)'
  if (isDirect(row)) return DIRECT
  return [orNone(row.source), orNone(row.medium), isNone(row.campaign) ? '' : row.campaign].filter(Boolean).join(' / ')
}

/** Visits, leads and conversion rate per landing page, or per source/medium/campaign. */
export function ConversionCard({ kind, rows, range }: ConversionCardProps) {
  const byPage = kind === 'landing_pages'
  const first: ReadonlyArray<Column<ConversionRow>> = byPage
    ? [{ header: 'Landing page', cell: (r) => label(kind, r) }]
    : [
        { header: 'Source', cell: (r) => (isDirect(r) ? DIRECT : orNone(r.source)) },
        { header: 'Medium', cell: (r) => orNone(r.medium) },
        { header: 'Campaign', cell: (r) => orNone(r.campaign) },
      ]
  const columns: ReadonlyArray<Column<ConversionRow>> = [
    ...first,
    { header: 'Views', cell: (r) => formatCount(r.views), numeric: true },
    { header: 'Visits', cell: (r) => formatCount(r.entries), numeric: true },
    { header: 'Leads', cell: (r) => formatCount(r.leads), numeric: true },
    { header: 'Conversion', cell: (r) => formatRate(r.conversion_rate), numeric: true },
  ]
  const data = rows.slice(0, CHART_ROWS).map((r) => ({ name: label(kind, r), visits: r.entries, leads: r.leads }))
  const title = byPage ? 'Landing pages' : 'Sources and campaigns'
  const section: AnalyticsSection = kind
  return (
    <ChartCard
      title={title}
      description={
        byPage
          ? 'Visits (first pages of a browser tab), their page views, and the leads whose visitor landed there.'
          : 'Visits and leads by UTM source, medium and campaign; "(direct)" has none.'
      }
      section={section}
      range={range}
      tableOpen
      chart={
        data.length === 0 ? (
          <p className="analytics-empty">No visits or leads in this range.</p>
        ) : (
          <ResponsiveContainer width="100%" height={Math.max(160, data.length * 44)} initialDimension={{ width: 500, height: 300 }}>
            <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={axisTick} />
              <YAxis type="category" dataKey="name" width={150} tick={axisTick} />
              <Tooltip />
              <Legend itemSorter={null} />
              <Bar dataKey="visits" name="Visits" fill={seriesColors.visits} isAnimationActive={false} />
              <Bar dataKey="leads" name="Leads" fill={seriesColors.leads} minPointSize={2} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        )
      }
      table={
        <DataTable
          caption={
            byPage
              ? 'Visits, leads and conversion rate per landing page'
              : 'Visits, leads and conversion rate per source, medium and campaign'
          }
          columns={columns}
          rows={rows}
          rowKey={(r, i) => `${i}:${r.landing_page ?? ''}:${r.source}:${r.medium}:${r.campaign}`}
          empty="No visits or leads in this range."
        />
      }
    />
  )
}
