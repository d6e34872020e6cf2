/** One version of the tier rules (GET /api/admin/tier-rules; decision 060). */
export interface TierRules {
  version: number
  /** The weights of the four sub-scores, in percent; they add up to 100. */
  liability: number
  injury: number
  timing: number
  contact: number
  /** The least total score of tiers A, B and C (below C: D); each below the one before. */
  min_a: number
  min_b: number
  min_c: number
  /** The admin who saved it; null for version 1 (the defaults) or once the account is deleted. */
  created_by: number | null
  created_by_name: string
  created_at: string
}

/** The rules new leads are rated with, and every version, newest first. */
export interface TierRulesAnswer {
  current: TierRules
  versions: TierRules[]
}

/** What PUT /api/admin/tier-rules takes. */
export type TierRulesInput = Pick<TierRules, 'liability' | 'injury' | 'timing' | 'contact' | 'min_a' | 'min_b' | 'min_c'>

export const WEIGHT_FIELDS = ['liability', 'injury', 'timing', 'contact'] as const
export const THRESHOLD_FIELDS = ['min_a', 'min_b', 'min_c'] as const

export type WeightField = (typeof WEIGHT_FIELDS)[number]
export type ThresholdField = (typeof THRESHOLD_FIELDS)[number]
