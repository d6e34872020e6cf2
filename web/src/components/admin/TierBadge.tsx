import { TIER_HINTS, TIER_LABELS, isLeadTier } from '@/lib/admin/tiers'

/**
 * A lead's tier as a badge: "Tier A" to "Tier D", or "Unrated" for a short
 * form's lead. The word is always written, so colour is never the only cue;
 * `labelled` adds "Tier:" for screen readers where no column header names it.
 */
export function TierBadge({ tier, labelled = false, className = '' }: { tier: string; labelled?: boolean; className?: string }) {
  const known = isLeadTier(tier)
  return (
    <span
      className={`badge tier-badge tier-badge--${known ? tier : 'unknown'} ${className}`.trim()}
      title={known ? TIER_HINTS[tier] : undefined}
    >
      {labelled && tier === 'unrated' ? <span className="visually-hidden">Tier: </span> : null}
      {known ? TIER_LABELS[tier] : tier}
    </span>
  )
}
