import { API_BASE } from '@/lib/api-client'
import type { Step } from '../answers'

export type FunnelEvent = 'view' | 'complete' | 'ended'

export interface FunnelBeacon {
  step: Step
  event: FunnelEvent
  /** The tab's first-touch source, as the visit counter names it (lib/visits). */
  source: string
}

/**
 * POST /api/case-evaluations/funnel: one anonymous count (no cookie, no
 * answer). Fire and forget: keepalive lets it finish as the visitor
 * leaves, and a failure costs the visitor nothing.
 */
export function sendFunnelEvent(beacon: FunnelBeacon): void {
  try {
    void fetch(`${API_BASE}/case-evaluations/funnel`, {
      method: 'POST',
      body: JSON.stringify(beacon),
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
    }).catch(() => undefined)
  } catch {
    // No fetch, or it threw at once: the count is lost, nothing else.
  }
}
