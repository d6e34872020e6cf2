import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { englishPath } from '@/i18n/language'
import { useVariant } from '@/lib/experiments'
import { useSite } from '@/lib/site'

const CompensationDialog = lazy(() => import('./CompensationDialog'))

/** SPEC §9: the pop-up opens by itself 3000 ms after one of its pages loads (the default of the delay setting). */
export const COMPENSATION_POPUP_DELAY_MS = 3000
/** Shown at most once per visit (tab session), not on every navigation. */
export const COMPENSATION_POPUP_KEY = 'claimsite.compensation-popup-shown'

/** About Us, service detail, contact, FAQ, services and state-law pages (SPEC §2), in either language. */
const popupPages = [
  /^\/about-us\/?$/,
  /^\/service-detail\/[^/]+\/?$/,
  /^\/contact-us\/?$/,
  /^\/faqs\/?$/i,
  /^\/services\/?$/,
  /^\/stateLaw\/?$/,
  /^\/state-law-detail\/[^/]+\/?$/,
]

export function isPopupPage(pathname: string): boolean {
  const english = englishPath(pathname)
  return popupPages.some((pattern) => pattern.test(english))
}

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(COMPENSATION_POPUP_KEY) === '1'
  } catch {
    return false
  }
}

function markShown(): void {
  try {
    sessionStorage.setItem(COMPENSATION_POPUP_KEY, '1')
  } catch {
    // Private mode without storage: the pop-up may show again next visit, no harm.
  }
}

/** 'Claim Your Personal Injury Compensation': a call-now prompt. `blocked` while another dialog is open. */
export function CompensationPopup({ blocked }: { blocked: boolean }) {
  const { pathname } = useLocation()
  const site = useSite()
  // An experiment's variant of the pop-up (on or off, delay, headline), where
  // the visitor is in one; shown (an exposure) on the pages it opens on.
  const popup = useVariant('popup', isPopupPage(pathname)) ?? site.popup
  const [open, setOpen] = useState(false)
  const delayMs = popup.delay_seconds * 1000

  // The operator may switch the pop-up off or change its delay (Settings).
  useEffect(() => {
    if (!popup.enabled || blocked || !isPopupPage(pathname) || alreadyShown()) return
    const timer = window.setTimeout(() => {
      markShown()
      setOpen(true)
    }, delayMs)
    return () => window.clearTimeout(timer)
  }, [pathname, blocked, popup.enabled, delayMs])

  // The dialog's code loads when it first opens, not with every page.
  return open ? (
    <Suspense fallback={null}>
      <CompensationDialog headline={popup.headline} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null
}
