/**
 * First-party, cookie-free page-view counting (decision 024): one beacon
 * per public page view to POST /api/visits, which keeps daily aggregates
 * only. Where the visitor came from is the tab's first touch that
 * attribution.ts records (sessionStorage, no cookie); this module only
 * remembers whether the tab's first view was counted.
 */
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { firstTouch as attribution, recordFirstTouch, type Attribution } from './attribution'

/** The sessionStorage key saying the tab's first view was counted. */
export const visitStorageKey = 'claimsite.visit'
export const visitsEndpoint = '/api/visits'

/** Where the tab's visitor came from, as the visit counter keeps it. */
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

// Without sessionStorage (disabled, sandboxed), entries are remembered as
// long as the page's script runs.
let countedInMemory = false

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * The visit counter's view of a first touch: its landing page's path, and
 * its UTM source, medium and campaign. Without UTM, ads tagged only with a
 * click id are google/cpc or bing/cpc, and another site's referrer is
 * <its host>/referral.
 */
export function touchOf(touch: Attribution | null): FirstTouch {
  let source = touch?.utm_source ?? ''
  let medium = touch?.utm_medium ?? ''
  if (!source) {
    if (touch?.gclid || touch?.gbraid || touch?.wbraid) [source, medium] = ['google', 'cpc']
    else if (touch?.msclkid) [source, medium] = ['bing', 'cpc']
    else if (touch?.referrer) {
      try {
        ;[source, medium] = [new URL(touch.referrer).hostname.replace(/^www\./, ''), 'referral']
      } catch {
        // Not a URL: direct.
      }
    }
  }
  const landing = (touch?.landing_page ?? window.location.pathname).split(/[?#]/)[0] || '/'
  return { landing_page: landing, source, medium, campaign: touch?.utm_campaign ?? '' }
}

/**
 * The tab's first touch, and whether this is the tab's first counted view
 * (which it then records).
 */
export function firstTouch(): { touch: FirstTouch; entry: boolean } {
  // main.tsx records it at start; this covers a start that did not.
  recordFirstTouch(window.location, document.referrer)
  const touch = touchOf(attribution())
  const store = storage()
  let entry = !countedInMemory
  try {
    if (store) entry = store.getItem(visitStorageKey) === null
    store?.setItem(visitStorageKey, '1')
  } catch {
    // Refused: the memory flag serves this page.
  }
  countedInMemory = true
  return { touch, entry }
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

/**
 * The view the router shows: one key for the arrival and another for each
 * navigation inside the app (the same path opened again is a new view).
 */
export function useViewKey(): string {
  const location = useLocation()
  return `${location.key}:${location.pathname}`
}

let lastCounted: string | null = null

/**
 * Sends a beacon for each view of a public page: on arrival and on every
 * navigation inside the app. Effects run only in the browser, so server
 * renders send nothing; a location is counted once even when React runs
 * the effect twice.
 */
export function useVisitBeacon(active: boolean): void {
  const key = useViewKey()
  const path = useLocation().pathname
  useEffect(() => {
    if (!active || lastCounted === key) return
    lastCounted = key
    countView(path)
  }, [active, key, path])
}

/** Forgets what was counted (tests). */
export function resetVisitsForTests(): void {
  lastCounted = null
  countedInMemory = false
}
