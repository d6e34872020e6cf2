import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'

const CompensationDialog = lazy(() => import('./CompensationDialog'))

/** SPEC §9: the pop-up opens by itself 3000 ms after one of its pages loads. */
export const COMPENSATION_POPUP_DELAY_MS = 3000
/** Shown at most once per visit (tab session), not on every navigation. */
export const COMPENSATION_POPUP_KEY = 'claimsite.compensation-popup-shown'

/** About Us, service detail, contact, FAQ, services and state-law pages (SPEC §2). */
const popupPages = [/^\/about-us\/?$/, /^\/service-detail\/[^/]+\/?$/, /^\/contact-us\/?$/, /^\/faqs\/?$/i, /^\/services\/?$/, /^\/stateLaw\/?$/, /^\/state-law-detail\/[^/]+\/?$/]

export function isPopupPage(pathname: string): boolean {
  return popupPages.some((pattern) => pattern.test(pathname))
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
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (blocked || !isPopupPage(pathname) || alreadyShown()) return
    const timer = window.setTimeout(() => {
      markShown()
      setOpen(true)
    }, COMPENSATION_POPUP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [pathname, blocked])

  // The dialog's code loads when it first opens, not with every page.
  return open ? (
    <Suspense fallback={null}>
      <CompensationDialog onClose={() => setOpen(false)} />
    </Suspense>
  ) : null
}
