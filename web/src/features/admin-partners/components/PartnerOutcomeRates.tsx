import { usePartnerStats, type OutcomeStats } from '../api/get-partner-stats'

/** 0.4567 → "46%"; null → "—". */
export function percent(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`
}

function Period({ stats }: { stats: OutcomeStats }) {
  const title = `Last ${stats.days} days: ${stats.sent} sent, ${stats.reported} reported, ${stats.accepted} accepted, ${stats.rejected} rejected, ${stats.returned} returned`
  return (
    <span className="partner-rates__period" title={title}>
      <span className="partner-rates__days">{stats.days} days:</span> accepted {percent(stats.acceptance_rate)}, returns {percent(stats.return_rate)}
      <span className="visually-hidden">
        {' '}
        ({stats.accepted} of {stats.reported} reported leads accepted; {stats.returned} of {stats.sent} sent leads returned)
      </span>
    </span>
  )
}

/**
 * A partner's acceptance rate (accepted of the leads it reported on) and
 * return rate (returns of the leads it was sent) over the last 30 and 90
 * days, from its outcome reports.
 */
export function PartnerOutcomeRates({ partnerId }: { partnerId: number }) {
  const stats = usePartnerStats(partnerId)
  if (stats.isPending) return <span className="text-body-secondary">Loading…</span>
  if (stats.isError) return <span className="text-body-secondary">Unavailable</span>
  if (stats.data.periods.every((p) => p.sent === 0)) return <span className="text-body-secondary">No leads in 90 days</span>
  return (
    <span className="partner-rates">
      {stats.data.periods.map((p) => (
        <Period key={p.days} stats={p} />
      ))}
    </span>
  )
}
