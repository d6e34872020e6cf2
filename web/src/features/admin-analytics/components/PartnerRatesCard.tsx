import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatCount, formatRate } from '../format'
import type { DayRange, PartnerRates } from '../types'
import { ChartCard } from './ChartCard'
import { DataTable } from './DataTable'
import { axisTick, seriesColors } from './palette'

const asPercent = (rate: number | null) => (rate === null ? 0 : Math.round(rate * 1000) / 10)

/**
 * Per partner: of the leads delivered in the range, how many it reported
 * on, how many it accepted by its latest report, how many it reported
 * rejected within the return window and how many it returned with a
 * return the operator approved (decisions 026 and 049: the same numbers
 * as the Partners page).
 */
export function PartnerRatesCard({ partners, range }: { partners: PartnerRates[]; range: DayRange }) {
  const data = partners.map((p) => ({ name: p.partner_name, accepted: asPercent(p.acceptance_rate), returned: asPercent(p.return_rate) }))
  return (
    <ChartCard
      title="Partner acceptance and returns"
      description="Of the leads delivered to each partner in the range: accepted (the partner's latest report is accepted, contacted or retained) and returned (a return the operator approved). Leads not reported on yet count as not accepted; a rejection is not a return."
      section="partners"
      range={range}
      className="analytics-card--wide"
      chart={
        data.length === 0 ? (
          <p className="analytics-empty">No leads delivered to partners in this range.</p>
        ) : (
          <ResponsiveContainer width="100%" height={Math.max(180, data.length * 56)} initialDimension={{ width: 800, height: 240 }}>
            <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ top: 0, right: 24, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" domain={[0, 100]} unit="%" tick={axisTick} />
              <YAxis type="category" dataKey="name" width={150} tick={axisTick} />
              <Tooltip formatter={(v) => `${String(v)}%`} />
              <Legend itemSorter={null} />
              <Bar dataKey="accepted" name="Acceptance rate" fill={seriesColors.accepted} isAnimationActive={false} />
              <Bar dataKey="returned" name="Return rate" fill={seriesColors.returned} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        )
      }
      table={
        <DataTable
          caption="Partner acceptance and return rates"
          columns={[
            { header: 'Partner', cell: (p: PartnerRates) => p.partner_name },
            { header: 'Delivered leads', cell: (p: PartnerRates) => formatCount(p.delivered), numeric: true },
            { header: 'Reported', cell: (p: PartnerRates) => formatCount(p.reported), numeric: true },
            { header: 'Accepted', cell: (p: PartnerRates) => formatCount(p.accepted), numeric: true },
            { header: 'Rejected', cell: (p: PartnerRates) => formatCount(p.rejected), numeric: true },
            {
              header: 'Rejected in return window',
              cell: (p: PartnerRates) => formatCount(p.rejected_in_window),
              numeric: true,
            },
            { header: 'Returned', cell: (p: PartnerRates) => formatCount(p.returned), numeric: true },
            { header: 'Acceptance rate', cell: (p: PartnerRates) => formatRate(p.acceptance_rate), numeric: true },
            { header: 'Return rate', cell: (p: PartnerRates) => formatRate(p.return_rate), numeric: true },
          ]}
          rows={partners}
          rowKey={(p, i) => `${p.partner_id ?? 'deleted'}:${p.partner_name}:${i}`}
          empty="No leads delivered to partners in this range."
        />
      }
    />
  )
}
