import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { AdminPageHeader } from '@/components/admin'
import { Spinner } from '@/components/Spinner'
import { useOperatorTimeZone } from '@/lib/admin/operator-time-zone'
import { ApiError } from '@/lib/api-client'
import { useHead } from '@/lib/head'
import { useAnalytics } from './api/get-analytics'
import { ConversionCard } from './components/ConversionCard'
import { LanguagesCard } from './components/LanguagesCard'
import { DeliveryLatencyCard, DeliveryStatusCard } from './components/DeliveryCards'
import { EvaluationSection } from './components/EvaluationSection'
import { LeadsPerDayCard } from './components/LeadsPerDayCard'
import { PartnerRatesCard } from './components/PartnerRatesCard'
import { RangePicker } from './components/RangePicker'
import { RefreshControl } from './components/RefreshControl'
import { RevenueBreakdownCard, RevenuePerDayCard } from './components/RevenueCard'
import { StateMapCard } from './components/StateMapCard'
import { formatCents } from '@/lib/money'
import { formatCount, formatRate } from './format'
import { formatDay, rangeFromSearch } from './range'
import type { Analytics, DayRange } from './types'
import './admin-analytics.scss'

function Summary({ data }: { data: Analytics }) {
  const routed = data.leads.routing.reduce((sum, d) => sum + d.routed, 0)
  const delivered = data.deliveries.by_status.find((s) => s.status === 'delivered')?.count ?? 0
  const accepted = data.partners.reduce((sum, p) => sum + p.accepted, 0)
  const sent = data.partners.reduce((sum, p) => sum + p.delivered, 0)
  const tiles = [
    { label: 'Leads', value: formatCount(data.leads.total) },
    { label: 'Routed to a partner', value: data.leads.total ? formatRate(routed / data.leads.total) : '—' },
    { label: 'Deliveries delivered', value: formatCount(delivered) },
    { label: 'Accepted by partners', value: sent ? formatRate(accepted / sent) : '—' },
    // Money only comes to a role that may see it.
    ...(data.revenue ? [{ label: 'Revenue (charges less credits)', value: formatCents(data.revenue.total.revenue_cents) }] : []),
  ]
  return (
    <dl className="analytics-summary">
      {tiles.map((t) => (
        <div key={t.label} className="analytics-summary__tile">
          <dt>{t.label}</dt>
          <dd>{t.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * /admin/analytics: where leads come from and what they are worth. Leads
 * per day by routing outcome, conversion by landing page and by source,
 * leads by state on a map, deliveries and partner outcomes, and the case
 * evaluation's funnel and tiers; every chart with its table (and CSV where
 * the server has one).
 */
export default function AnalyticsAdminPage() {
  useHead({ title: 'Analytics' })
  const [search, setSearch] = useSearchParams()
  // Today is read once per visit of the page: the range must not move while it is open.
  const today = useMemo(() => new Date(), [])
  const { choice, range } = rangeFromSearch(search, today)
  const analytics = useAnalytics(range)
  const { timeZone } = useOperatorTimeZone()

  const setRange = (next: URLSearchParams) => setSearch(next, { replace: true })
  const serverErrors: Partial<Record<keyof DayRange, string>> =
    analytics.error instanceof ApiError && analytics.error.status === 422 ? analytics.error.fieldErrors : {}

  const data = analytics.data
  return (
    <div className="admin-page analytics-page">
      <AdminPageHeader
        title="Analytics"
        intro="Visits, leads and what became of them. Days are UTC days; visits are counted without cookies, as daily totals."
      />
      <RangePicker
        key={`${choice}:${range.from}:${range.to}`}
        choice={choice}
        range={range}
        serverErrors={serverErrors}
        onPreset={(days) => setRange(new URLSearchParams(days === '30' ? {} : { range: days }))}
        onCustom={(r) => setRange(new URLSearchParams({ from: r.from, to: r.to }))}
      />
      <div className="analytics-page__status">
        <p className="analytics-page__range" aria-live="polite">
          {formatDay(range.from)} to {formatDay(range.to)}
          {analytics.isFetching && data ? <span className="text-body-secondary"> · updating…</span> : null}
        </p>
        <RefreshControl
          updatedAt={data ? analytics.dataUpdatedAt : 0}
          fetching={analytics.isFetching}
          failed={analytics.isRefetchError}
          timeZone={timeZone}
          onRefresh={() => void analytics.refetch()}
        />
      </div>
      {analytics.isPending ? (
        <Spinner label="Loading analytics…" />
      ) : analytics.isError && !data ? (
        <div className="alert alert-danger" role="alert">
          <p className="mb-2">The analytics could not be loaded: {analytics.error.message}</p>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void analytics.refetch()}>
            Try again
          </button>
        </div>
      ) : data?.rebuilding ? (
        <p className="alert alert-info" role="status">
          The analytics are being rebuilt after an update: every lead and visit already stored is being counted again. This page fills in by
          itself when that is done, usually within a few minutes.
        </p>
      ) : data ? (
        <>
          <Summary data={data} />
          {data.leads.total === 0 && data.landing_pages.length === 0 ? (
            <p className="alert alert-info">No visits or leads in this range yet. The charts fill in as visitors arrive.</p>
          ) : null}
          <div className="analytics-grid">
            <LeadsPerDayCard days={data.leads.routing} range={range} />
            <ConversionCard kind="landing_pages" rows={data.landing_pages} range={range} />
            {data.languages ? <LanguagesCard rows={data.languages} range={range} /> : null}
            <ConversionCard kind="sources" rows={data.sources} range={range} />
            <StateMapCard states={data.states} range={range} />
            <DeliveryStatusCard deliveries={data.deliveries} range={range} />
            <DeliveryLatencyCard deliveries={data.deliveries} range={range} />
            <PartnerRatesCard partners={data.partners} range={range} />
            {data.revenue ? (
              <>
                <RevenuePerDayCard revenue={data.revenue} range={range} />
                <RevenueBreakdownCard revenue={data.revenue} range={range} />
              </>
            ) : null}
          </div>
          {data.evaluation ? <EvaluationSection evaluation={data.evaluation} range={range} /> : null}
        </>
      ) : null}
    </div>
  )
}
