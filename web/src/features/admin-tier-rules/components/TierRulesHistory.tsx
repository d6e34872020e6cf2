import { OperatorTime } from '@/components/admin/OperatorTime'
import { SUB_SCORE_LABELS } from '@/lib/admin/tiers'
import { THRESHOLD_FIELDS, WEIGHT_FIELDS, type ThresholdField, type TierRules, type WeightField } from '../types'

const COLUMNS: ReadonlyArray<{ field: WeightField | ThresholdField; header: string; unit: string }> = [
  ...WEIGHT_FIELDS.map((field) => ({ field, header: SUB_SCORE_LABELS[field], unit: '%' })),
  ...THRESHOLD_FIELDS.map((field) => ({ field, header: `Tier ${field.slice(-1).toUpperCase()} from`, unit: '' })),
]

/** Who saved a version: its admin, the defaults for version 1, or a deleted account. */
function savedBy(rules: TierRules): string {
  if (rules.created_by_name) return rules.created_by_name
  if (rules.created_by === null && rules.version === 1) return 'Default rules'
  return 'Deleted account'
}

/**
 * Every version of the tier rules, newest first: who saved it, when, and
 * its weights and thresholds; a value that differs from the version before
 * is in bold (and said so to screen readers).
 */
export function TierRulesHistory({ versions, currentVersion }: { versions: TierRules[]; currentVersion: number }) {
  if (versions.length === 0) return <p className="text-body-secondary">No versions on record.</p>
  return (
    <div className="table-responsive tier-history-wrap" tabIndex={0} role="region" aria-label="Versions of the tier rules">
      <table className="table table-sm align-middle tier-history">
        <caption className="visually-hidden">Versions of the tier rules, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Saved by</th>
            <th scope="col">Saved</th>
            {COLUMNS.map((c) => (
              <th key={c.field} scope="col" className="text-end">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {versions.map((rules, index) => {
            const before = versions[index + 1]
            return (
              <tr key={rules.version} className={rules.version === currentVersion ? 'tier-history__current' : undefined}>
                <th scope="row">
                  {rules.version}
                  {rules.version === currentVersion ? <span className="badge text-bg-success tier-history__badge">In force</span> : null}
                </th>
                <td>{savedBy(rules)}</td>
                <td>
                  <OperatorTime iso={rules.created_at} />
                </td>
                {COLUMNS.map((c) => {
                  const changed = before !== undefined && before[c.field] !== rules[c.field]
                  const text = `${rules[c.field]}${c.unit}`
                  return (
                    <td key={c.field} className="text-end">
                      {changed ? (
                        <strong className="tier-history__changed" title={`Was ${before[c.field]}${c.unit}`}>
                          {text}
                          <span className="visually-hidden"> (was {`${before[c.field]}${c.unit}`})</span>
                        </strong>
                      ) : (
                        text
                      )}
                    </td>
                  )
                })}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
