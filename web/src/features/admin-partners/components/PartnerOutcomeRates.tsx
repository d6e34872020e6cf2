import { usePartnerStats, type OutcomeStats } from '../api/get-partner-stats'

/** 0.4567 → "46%"; null → "—". */
export function percent(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`
}

function Period({ stats }: { stats: OutcomeStats }) {
  const unreported = stats.delivered - stats.reported
  const title = `Last ${stats.days} days: ${stats.delivered} delivered, ${stats.reported} reported (${unreported} not yet), ${stats.accepted} accepted, ${stats.rejected} rejected (${stats.rejected_in_window} within the return window), ${stats.returned} returned`
  return (
    <span className="partner-rates__period" title={title}>
      <span className="partner-rates__days">{stats.days} days:</span> accepted {percent(stats.acceptance_rate)}, returns{' '}
      {percent(stats.return_rate)}
      {unreported > 0 && <span className="text-body-secondary">, {unreported} not reported</span>}
      <span className="visually-hidden">
        {' '}
        ({stats.accepted} accepted and {stats.returned} returned of {stats.delivered} delivered leads; {unreported} not reported yet)
      </span>
    </span>
  )
}

/**
 * A partner's acceptance rate (leads whose latest report is accepted,
 * contacted or retained) and return rate (leads with an approved return), both of
 * the leads delivered to it, over the last 30 and 90 days, with how many
 * it has not reported on yet: the same numbers as the analytics dashboard.
 */
export function PartnerOutcomeRates({ partnerId }: { partnerId: number }) {
  const stats = usePartnerStats(partnerId)
  if (stats.isPending) return <span className="text-body-secondary">Loading…</span>
  if (stats.isError) return <span className="text-body-secondary">Unavailable</span>
  if (stats.data.periods.every((p) => p.delivered === 0)) return <span className="text-body-secondary">No leads in 90 days</span>
  return (
    <span className="partner-rates">
      {stats.data.periods.map((p) => (
        <Period key={p.days} stats={p} />
      ))}
    </span>
  )
}
