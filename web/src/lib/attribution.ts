/**
 * Where the visitor came from: their first page in this browser tab, kept
 * in sessionStorage (no cookies) while they move between pages, and sent
 * with a lead as `attribution` (POST /api/contact) and with each page view
 * (the visit beacon). Browser only: call it after the page has loaded,
 * never while rendering (pages are also rendered on the server).
 * docs/decisions/023-attribution.md explains the choices.
 */

/** The UTM parameters recorded from the landing page's query. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
/** Ad platforms' click ids: Google (gclid, gbraid, wbraid), Meta, Microsoft, TikTok. */
export const CLICK_ID_KEYS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'ttclid'] as const

type UtmKey = (typeof UTM_KEYS)[number]
type ClickIdKey = (typeof CLICK_ID_KEYS)[number]

/** A first touch; a key is absent when the landing page did not carry it. */
export type Attribution = {
  /** Path and query of the first page, without the click ids (they have their own keys). */
  landing_page?: string
  /** The page that linked to the site, only when it is another site. */
  referrer?: string
} & Partial<Record<UtmKey | ClickIdKey, string>>

/** The server's limits (internal/leads/attribution.go): longer values are clipped, never refused. */
export const URL_MAX = 2000
export const VALUE_MAX = 255

const STORAGE_KEY = 'claimsite.attribution'

/** The first touch of this page load, should sessionStorage be unavailable. */
let inMemory: Attribution | null = null

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null // blocked storage throws on access
  }
}

function clip(value: string, max: number): string {
  return Array.from(value.trim()).slice(0, max).join('')
}

/** The attribution of a page at location, arrived at from referrer. */
export function attributionOf(location: Pick<Location, 'pathname' | 'search' | 'host'>, referrer: string): Attribution {
  const params = new URLSearchParams(location.search)
  const out: Attribution = {}
  for (const key of [...UTM_KEYS, ...CLICK_ID_KEYS]) {
    const value = clip(params.get(key) ?? '', VALUE_MAX)
    if (value) out[key] = value
  }
  for (const key of CLICK_ID_KEYS) params.delete(key)
  const query = params.toString()
  out.landing_page = clip(location.pathname + (query ? '?' + query : ''), URL_MAX)
  try {
    // Only another site is a referrer: moving between this site's pages is not.
    if (referrer && new URL(referrer).host !== location.host) out.referrer = clip(referrer, URL_MAX)
  } catch {
    // not a URL: no referrer
  }
  return out
}

/** The tab's first touch, or null before one is recorded (or on the server). */
export function firstTouch(): Attribution | null {
  if (typeof window === 'undefined') return null
  try {
    const saved = storage()?.getItem(STORAGE_KEY)
    if (saved) return JSON.parse(saved) as Attribution
  } catch {
    // unreadable: fall back to this page load's
  }
  return inMemory
}

/**
 * Records the page at location as the tab's first touch, unless the tab
 * has one already: later pages never replace it. Never throws.
 */
export function recordFirstTouch(location: Pick<Location, 'pathname' | 'search' | 'host'>, referrer: string): void {
  if (firstTouch()) return
  inMemory = attributionOf(location, referrer)
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(inMemory))
  } catch {
    // full or blocked: the in-memory copy serves this page load
  }
}

/** Forgets the first touch (tests). */
export function resetAttributionForTests(): void {
  inMemory = null
  try {
    storage()?.removeItem(STORAGE_KEY)
  } catch {
    // nothing to forget
  }
}
