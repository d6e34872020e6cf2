import { TIER_HINTS, TIER_LABELS, isLeadTier } from '@/lib/admin/tiers'

export interface TierBadgeProps {
  tier: string
  /** Adds "Tier:" for screen readers where no column header names it. */
  labelled?: boolean
  /**
   * For a table's Tier column: the letter alone ("Tier" read out, not shown), and an unrated lead as a
   * muted dash (the Form column already says it came from a short form).
   */
  compact?: boolean
  className?: string
}

/**
 * A lead's tier as a badge: "Tier A" to "Tier D", or "Unrated" for a short
 * form's lead. The word is always there for screen readers and the eye
 * (compact: the letter), so colour is never the only cue; the title says
 * what the tier means.
 */
export function TierBadge({ tier, labelled = false, compact = false, className = '' }: TierBadgeProps) {
  const known = isLeadTier(tier)
  const title = known ? TIER_HINTS[tier] : undefined
  if (compact && known) {
    if (tier === 'unrated') {
      return (
        <span className={`tier-dash ${className}`.trim()} title={`Unrated: ${title}`}>
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">Unrated</span>
        </span>
      )
    }
    return (
      <span
        className={`badge tier-badge tier-badge--${tier} tier-badge--compact ${className}`.trim()}
        title={`${TIER_LABELS[tier]}: ${title}`}
      >
        <span className="visually-hidden">Tier </span>
        {tier}
      </span>
    )
  }
  return (
    <span className={`badge tier-badge tier-badge--${known ? tier : 'unknown'} ${className}`.trim()} title={title}>
      {labelled && tier === 'unrated' ? <span className="visually-hidden">Tier: </span> : null}
      {known ? TIER_LABELS[tier] : tier}
    </span>
  )
}
