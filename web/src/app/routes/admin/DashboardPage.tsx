import { Link } from 'react-router'
import { QueryStatus } from '@/components/QueryStatus'
import { useAdminStats, type AdminStats } from '@/features/admin-dashboard/api/get-stats'
import { AdminIcon, type AdminIconName } from '@/components/admin/AdminIcon'
import { adminPaths } from '@/lib/admin/paths'
import { can, useProfile, type Permission } from '@/lib/auth'
import { useHead } from '@/lib/head'
import { formatCents } from '@/lib/money'

/** The counts of AdminStats (not its flag, month or list). */
type CountKey = Exclude<keyof AdminStats, 'rebuilding' | 'revenue_month' | 'partners_low_balance' | 'revenue_month_cents'>

// Each tile and list shows only for a role the server sends its counts to.

const tiles: ReadonlyArray<{ to: string; label: string; icon: AdminIconName; count: CountKey; permission: Permission }> = [
  { to: adminPaths.services, label: 'Services', icon: 'briefcase', count: 'services', permission: 'content' },
  { to: adminPaths.stateLaws, label: 'State Laws', icon: 'scale', count: 'state_laws', permission: 'content' },
  { to: adminPaths.blog, label: 'Blog posts', icon: 'book', count: 'blogs', permission: 'content' },
  { to: adminPaths.faqs, label: 'FAQs', icon: 'help', count: 'questions', permission: 'content' },
  { to: adminPaths.leads, label: 'Leads', icon: 'inbox', count: 'leads_total', permission: 'leads' },
]

const leadCounters: ReadonlyArray<{ label: string; count: CountKey }> = [
  { label: 'Leads today', count: 'leads_today' },
  { label: 'Leads this week', count: 'leads_week' },
  { label: 'Leads in total', count: 'leads_total' },
  { label: 'New leads (not yet handled)', count: 'leads_new' },
]

/** What needs the operator now; each links to the list that shows it. */
const attention: ReadonlyArray<{ to: string; label: string; count: CountKey }> = [
  { to: `${adminPaths.leads}?routing=unrouted`, label: 'Unrouted leads', count: 'leads_unrouted' },
  { to: `${adminPaths.leads}?delivery=failed`, label: 'Failed deliveries', count: 'deliveries_failed' },
  { to: `${adminPaths.leads}?delivery=dead`, label: 'Dead deliveries', count: 'deliveries_dead' },
  { to: adminPaths.partners, label: 'Partners at their cap today', count: 'partners_at_cap' },
]

const numberFormat = new Intl.NumberFormat('en-US')
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "2026-03" → "March 2026". */
function monthName(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`))
}

/** The money of the operator's month and the firms low on balance (the partners permission only). */
function Money({ stats }: { stats: AdminStats }) {
  if (stats.revenue_month_cents === undefined || !stats.revenue_month) return null
  const low = stats.partners_low_balance ?? []
  return (
    <>
      <h2 className="h4">Money</h2>
      <dl className="admin-stats">
        <div className="admin-stat" data-testid="stat-revenue_month">
          <dt>Revenue in {monthName(stats.revenue_month)} (charges less credits)</dt>
          <dd>{stats.rebuilding ? '–' : formatCents(stats.revenue_month_cents)}</dd>
        </div>
      </dl>
      <h3 className="h5">Partners low on balance</h3>
      {low.length === 0 ? (
        <p className="text-body-secondary" data-testid="low-balance-none">
          Every prepaid partner has money above its threshold.
        </p>
      ) : (
        <ul className="admin-attention" data-testid="low-balance">
          {low.map((p) => (
            <li key={p.partner_id}>
              <Link to={`${adminPaths.partners}?ledger=${p.partner_id}`} className="admin-attention__item admin-attention__item--alert">
                <span className="admin-attention__count">{formatCents(p.available_cents)}</span>
                <span className="admin-attention__label">
                  {p.name}:{' '}
                  {p.cannot_pay ? `cannot pay its price of ${formatCents(p.price_cents)}` : `under ${formatCents(p.low_balance_cents)}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

/** /admin: greeting, tiles to each section, and live counts from GET /api/admin/stats. */
export default function DashboardPage() {
  useHead({ title: 'Dashboard' })
  const { data: profile } = useProfile()
  const stats = useAdminStats()
  // While the summaries are being filled the lead and delivery counts are not known yet.
  const summarised = new Set<CountKey>([
    'leads_today',
    'leads_week',
    'leads_total',
    'leads_new',
    'leads_unrouted',
    'deliveries_failed',
    'deliveries_dead',
  ])
  const count = (key: CountKey) => {
    const n = stats.data?.[key]
    return n !== undefined && !(stats.data?.rebuilding && summarised.has(key)) ? numberFormat.format(n) : '–'
  }
  // Before the counts arrive, the tiles of the role's permissions; then those the server sent.
  const shown = (key: CountKey, permission: Permission) => (stats.data ? stats.data[key] !== undefined : can(profile, permission))
  const visibleTiles = tiles.filter((tile) => shown(tile.count, tile.permission))
  const showsLeads = shown('leads_total', 'leads')
  // Returns pending: for a role that decides them, beside the leads' attention items.
  const showsReturns = shown('returns_pending', 'returns')
  const attentionItems = showsReturns
    ? [...attention, { to: adminPaths.returns, label: 'Returns pending', count: 'returns_pending' as CountKey }]
    : attention

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">
            Welcome, {profile?.first_name} {profile?.last_name}
          </h1>
          <p className="admin-page__intro">Here is what is on the site right now.</p>
        </div>
      </div>
      <QueryStatus isPending={false} isError={stats.isError} errorText="The counts could not be loaded right now." />
      {stats.data?.rebuilding ? (
        <p className="alert alert-info" role="status">
          The lead counts are being rebuilt after an update and show here when that is done.
        </p>
      ) : null}
      <ul className="admin-tiles">
        {visibleTiles.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="admin-tile" data-testid={`tile-${tile.count}`}>
              <span className="admin-tile__icon">
                <AdminIcon name={tile.icon} size={22} />
              </span>
              <span>
                <span className="admin-tile__count">{count(tile.count)}</span>
                <span className="admin-tile__label">{tile.label}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {showsLeads ? (
        <>
          <h2 className="h4">Needs attention</h2>
          <ul className="admin-attention">
            {attentionItems.map((item) => {
              const n = stats.data?.[item.count] ?? 0
              return (
                <li key={item.count}>
                  <Link
                    to={item.to}
                    className={`admin-attention__item${n > 0 ? ' admin-attention__item--alert' : ''}`}
                    data-testid={`attention-${item.count}`}
                  >
                    <span className="admin-attention__count">{count(item.count)}</span>
                    <span className="admin-attention__label">{item.label}</span>
                  </Link>
                </li>
              )
            })}
          </ul>
          <h2 className="h4">Leads</h2>
          <dl className="admin-stats">
            {leadCounters.map((counter) => (
              <div key={counter.count} className="admin-stat" data-testid={`stat-${counter.count}`}>
                <dt>{counter.label}</dt>
                <dd>{count(counter.count)}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {stats.data ? <Money stats={stats.data} /> : null}
    </div>
  )
}
