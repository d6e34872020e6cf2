/**
 * First-party, cookie-free page-view counting (decision 024): one beacon
 * per public page view to POST /api/visits, which keeps daily aggregates
 * only. The tab's first touch (landing page and UTM source, medium and
 * campaign) lives in sessionStorage, so it follows the visitor between
 * pages of the tab and is gone when the tab closes.
 */
import { useEffect } from 'react'
import { useLocation } from 'react-router'

/** The sessionStorage key of the tab's first touch. */
export const visitStorageKey = 'claimsite.visit'
export const visitsEndpoint = '/api/visits'

/** Where the tab's visitor came from, as of its first page. */
export interface FirstTouch {
  landing_page: string
  source: string
  medium: string
  campaign: string
}

/** What the beacon sends for one view. */
export interface VisitBeacon extends FirstTouch {
  path: string
  entry: boolean
}

// Without sessionStorage (disabled, sandboxed), the touch lasts as long as
// the page's script.
let memoryTouch: FirstTouch | null = null

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** Reads the first touch of a page the visitor arrives on (its address and referrer). */
export function touchFrom(location: Location, referrer: string): FirstTouch {
  const q = new URLSearchParams(location.search)
  let source = q.get('utm_source') ?? ''
  let medium = q.get('utm_medium') ?? ''
  if (!source) {
    // Ads tagged automatically carry only a click id.
    if (q.get('gclid') || q.get('gbraid') || q.get('wbraid')) [source, medium] = ['google', 'cpc']
    else if (q.get('msclkid')) [source, medium] = ['bing', 'cpc']
    else if (referrer) {
      try {
        const host = new URL(referrer).hostname.replace(/^www\./, '')
        if (host && host !== location.hostname.replace(/^www\./, '')) [source, medium] = [host, 'referral']
      } catch {
        // Not a URL: direct.
      }
    }
  }
  return { landing_page: location.pathname, source, medium, campaign: q.get('utm_campaign') ?? '' }
}

/**
 * The tab's first touch, recording it on its first page. entry says
 * whether this call is that first page.
 */
export function firstTouch(): { touch: FirstTouch; entry: boolean } {
  const store = storage()
  try {
    const saved = store?.getItem(visitStorageKey) ?? null
    if (saved) return { touch: JSON.parse(saved) as FirstTouch, entry: false }
  } catch {
    // Unreadable: start again.
  }
  if (!store && memoryTouch) return { touch: memoryTouch, entry: false }
  const touch = touchFrom(window.location, document.referrer)
  memoryTouch = touch
  try {
    store?.setItem(visitStorageKey, JSON.stringify(touch))
  } catch {
    // Full or refused: the memory copy serves this page.
  }
  return { touch, entry: true }
}

/** Sends one beacon: sendBeacon with a text/plain body, else a keepalive fetch. */
export function sendVisit(beacon: VisitBeacon): void {
  const body = JSON.stringify(beacon)
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(visitsEndpoint, new Blob([body], { type: 'text/plain' }))) return
  } catch {
    // Some browsers throw instead of returning false.
  }
  void fetch(visitsEndpoint, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'text/plain' },
  }).catch(() => undefined)
}

type PrerenderingDocument = Document & { prerendering?: boolean }

/** Counts the view of path, once the page is really shown (not while prerendered). */
export function countView(path: string): void {
  const doc = document as PrerenderingDocument
  const send = () => {
    const { touch, entry } = firstTouch()
    sendVisit({ ...touch, path, entry })
  }
  if (doc.prerendering) {
    // Sent when the visitor opens the prerendered page; never, if they do not.
    doc.addEventListener('prerenderingchange', send, { once: true })
    return
  }
  if ((doc.visibilityState as string) === 'prerender') return
  send()
}

let lastCounted: string | null = null

/**
 * Sends a beacon for each view of a public page: on arrival and on every
 * navigation inside the app. Effects run only in the browser, so server
 * renders send nothing; a location is counted once even when React runs
 * the effect twice.
 */
export function useVisitBeacon(active: boolean): void {
  const location = useLocation()
  const key = `${location.key}:${location.pathname}`
  const path = location.pathname
  useEffect(() => {
    if (!active || lastCounted === key) return
    lastCounted = key
    countView(path)
  }, [active, key, path])
}

/** Forgets what was counted (tests). */
export function resetVisitsForTests(): void {
  lastCounted = null
  memoryTouch = null
}
