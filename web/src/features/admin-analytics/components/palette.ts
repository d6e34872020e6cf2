/**
 * Chart colours: distinct in hue and lightness, each at least 3:1 against
 * the white card (WCAG non-text contrast). Every series is also named in
 * the legend, the tooltip and the table: colour never carries meaning alone.
 */
export const routingColors = {
  routed: '#1b6e45',
  unrouted: '#b25000',
  duplicate: '#5c6670',
  suppressed: '#a4262c',
} as const

export const seriesColors = {
  visits: '#2f5d8a',
  leads: '#b25000',
  accepted: '#1b6e45',
  returned: '#a4262c',
  p50: '#2f5d8a',
  p90: '#b25000',
  max: '#5c6670',
} as const

export const statusColors: Record<string, string> = {
  delivered: '#1b6e45',
  pending: '#2f5d8a',
  failed: '#b25000',
  dead: '#a4262c',
}

/** The evaluation's drop-off: completed, ended (a lawyer already, or settled), left. */
export const funnelColors = {
  completed: '#1b6e45',
  ended: '#5c6670',
  left: '#b25000',
} as const

/** Tiers A (best) to D, and the short forms' unrated leads: as the admin area's tier badges. */
export const tierColors: Record<string, string> = {
  A: '#1e6b43',
  B: '#1d4a80',
  C: '#c77c2e',
  D: '#a1271d',
  unrated: '#5c6670',
}

/** The map's steps, lightest (no leads) to darkest. */
export const mapSteps = ['#eef1f4', '#c6dbef', '#6baed6', '#2171b5', '#08306b'] as const

export const axisTick = { fill: '#495057', fontSize: 12 }
