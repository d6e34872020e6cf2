import { AdminPageHeader } from '@/components/admin'
import { QueryStatus } from '@/components/QueryStatus'
import { useHead } from '@/lib/head'
import { useTierRules } from './api/get-tier-rules'
import { TierRulesForm } from './components/TierRulesForm'
import { TierRulesHistory } from './components/TierRulesHistory'
import './admin-tier-rules.scss'

/**
 * /admin/tier-rules: how case-evaluation leads are rated A to D (issue 23,
 * decision 060): the weights of the four sub-scores and where each tier
 * starts, and every earlier version. A save makes a new version; leads
 * already rated keep theirs.
 */
export default function TierRulesAdminPage() {
  useHead({ title: 'Tier rules' })
  const rules = useTierRules()
  const data = rules.data
  return (
    <div className="admin-page tier-rules-page">
      <AdminPageHeader
        title="Tier rules"
        intro="How each case-evaluation lead is rated from A (best) to D. Partners can take only some tiers and be priced by tier."
      />
      {data ? (
        <>
          <p className="tier-rules-page__version">
            New leads are rated with <strong>version {data.current.version}</strong>.
          </p>
          <TierRulesForm current={data.current} />
          <section className="tier-rules-page__history" aria-labelledby="tier-history-title">
            <h2 id="tier-history-title" className="h5">
              Version history
            </h2>
            <TierRulesHistory versions={data.versions} currentVersion={data.current.version} />
          </section>
        </>
      ) : (
        <QueryStatus isPending={rules.isPending} isError={rules.isError} />
      )}
    </div>
  )
}
