import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { Icon } from '@/components/Icon'
import { Modal } from '@/components/Modal'
import { useSite } from '@/lib/site'

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
  const site = useSite()
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (blocked || !isPopupPage(pathname) || alreadyShown()) return
    const timer = window.setTimeout(() => {
      markShown()
      setOpen(true)
    }, COMPENSATION_POPUP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [pathname, blocked])

  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Claim Your Personal Injury Compensation" className="promo-modal">
      <div className="promo">
        <p className="promo__claim">
          <Icon name="award" size={28} /> $1 Million Won for Our Clients
        </p>
        <p>
          Hurt in an accident that was not your fault? Speak with our team now: the call is free, there is no obligation,
          and we are available 24/7.
        </p>
        {site.phone ? (
          <>
            <p className="promo__phone">
              Call now:{' '}
              <a href={site.phone_href} className="promo__phone-link">
                {site.phone}
              </a>
            </p>
            <a href={site.phone_href} className="btn btn-accent btn-lg w-100">
              <Icon name="phone" size={18} /> Call Now
            </a>
          </>
        ) : null}
      </div>
    </Modal>
  )
}
