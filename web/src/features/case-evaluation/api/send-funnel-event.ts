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
 * answer). Fire and forget: a failure costs the visitor nothing.
 *
 * Not keepalive: Chromium never reports a keepalive request as finished to
 * its DevTools protocol (nor one whose answer is left unread), so a page
 * that sends one on arrival never becomes "network idle" for Playwright or
 * Lighthouse (measured: the page waits out the timeout). Each count is sent
 * as the visitor acts, on a page that stays open (the last one before the
 * app's own move to /thank-you), so keepalive would save none of them.
 */
export function sendFunnelEvent(beacon: FunnelBeacon): void {
  try {
    void fetch(`${API_BASE}/case-evaluations/funnel`, {
      method: 'POST',
      body: JSON.stringify(beacon),
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
    })
      // Read to the end, so the request counts as finished.
      .then((response) => response.text())
      .catch(() => undefined)
  } catch {
    // No fetch, or it threw at once: the count is lost, nothing else.
  }
}
