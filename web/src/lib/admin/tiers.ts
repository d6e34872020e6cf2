/**
 * The case evaluation's tiers (issue 23) as every admin screen names them:
 * A (best) to D from the versioned tier rules, and "unrated" for the leads
 * of the short forms, which ask nothing about the accident.
 */
export const RATED_TIERS = ['A', 'B', 'C', 'D'] as const

export type RatedTier = (typeof RATED_TIERS)[number]

/** A lead's tier (GET /api/admin/leads: `tier`). */
export const LEAD_TIERS = [...RATED_TIERS, 'unrated'] as const

export type LeadTier = (typeof LEAD_TIERS)[number]

export const TIER_LABELS: Record<LeadTier, string> = {
  A: 'Tier A',
  B: 'Tier B',
  C: 'Tier C',
  D: 'Tier D',
  unrated: 'Unrated',
}

/** What each tier means, in a few words (tooltips, filter options). */
export const TIER_HINTS: Record<LeadTier, string> = {
  A: 'Case evaluation: the best-rated leads',
  B: 'Case evaluation: good leads',
  C: 'Case evaluation: fair leads',
  D: 'Case evaluation: the lowest-rated leads',
  unrated: 'From a short form, which asks nothing about the accident',
}

export function isLeadTier(value: unknown): value is LeadTier {
  return typeof value === 'string' && (LEAD_TIERS as ReadonlyArray<string>).includes(value)
}

/** The four sub-scores a tier is made of, by the API's names, in the order the screens show them. */
export const SUB_SCORES = ['liability', 'injury', 'timing', 'contact'] as const

export type SubScore = (typeof SUB_SCORES)[number]

export const SUB_SCORE_LABELS: Record<SubScore, string> = {
  liability: 'Liability',
  injury: 'Injury',
  timing: 'Timing',
  contact: 'Contact and proof',
}

/** What each sub-score reads of the lead, in plain words. */
export const SUB_SCORE_HINTS: Record<SubScore, string> = {
  liability: 'Who was at fault, whether a police report was filed, and whether a commercial vehicle was involved.',
  injury: 'How far treatment went (none yet, urgent care or the ER, a doctor, a hospital stay, surgery) and whether it goes on.',
  timing: 'Where the state’s filing deadline stands (open, under 90 days, passed) and how recent the accident is.',
  contact:
    'Whether the phone number can be a real one, the TrustedForm certificate and LeadiD token, and whether it repeats an earlier request.',
}
