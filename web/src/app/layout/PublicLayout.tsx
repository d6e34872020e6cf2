import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { Outlet, useLocation } from 'react-router'
import { useIsFetching, useIsMutating } from '@tanstack/react-query'
import { LoadingOverlay } from '@/components/LoadingOverlay'
import { isConfirming, subscribeConfirming } from '@/lib/api-client'
import { ConsultationContext } from '@/lib/consultation'
import { useStateResetOn } from '@/lib/use-state-reset-on'
import { ArrivalContext } from '../arrival'
import { CompensationPopup } from './CompensationPopup'
import { Footer } from './Footer'
import { Header } from './Header'
import { LanguageSuggestion } from './LanguageSuggestion'
import { RouteEffects } from './RouteEffects'

// The form library loads only when a visitor opens the modal (or a page with a form).
const ContactModal = lazy(() => import('@/features/leads/components/ContactModal'))

/** SPEC §9: the first overlay clears 500 ms after it appears. */
const FIRST_OVERLAY_MS = 500

/**
 * The global loading flag (SPEC §2, §4): the first 500 ms, first loads of page
 * data (background searches and refetches excluded) and every submission
 * (but those waiting for the person).
 * A page the server rendered is there from the first paint: it gets no
 * first overlay to hide it (docs/decisions/017-server-rendering.md).
 */
function useGlobalLoading(): boolean {
  const { rendered } = useContext(ArrivalContext)
  const [starting, setStarting] = useState(!rendered)
  useEffect(() => {
    if (rendered) return
    const timer = window.setTimeout(() => setStarting(false), FIRST_OVERLAY_MS)
    return () => window.clearTimeout(timer)
  }, [rendered])
  const loadingData = useIsFetching({
    predicate: (query) => query.state.data === undefined && !query.meta?.background,
  })
  // A call waiting for the person (the browser's passkey prompt, or the
  // dialog that asks them to confirm it is them) is not "please wait".
  const submitting = useIsMutating({ predicate: (mutation) => !mutation.meta?.waitsForPerson })
  const confirming = useSyncExternalStore(subscribeConfirming, isConfirming, () => false)
  return starting || loadingData > 0 || (submitting > 0 && !confirming)
}

export function PublicLayout() {
  const { pathname } = useLocation()
  // Moving to another page closes the consultation modal.
  const [consultationOpen, setConsultationOpen] = useStateResetOn(false, pathname)
  const [consultationLoaded, setConsultationLoaded] = useState(false)
  const loading = useGlobalLoading()

  const openConsultation = useCallback(() => {
    setConsultationLoaded(true)
    setConsultationOpen(true)
  }, [setConsultationOpen])
  const consultation = useMemo(() => ({ openConsultation }), [openConsultation])

  return (
    <ConsultationContext.Provider value={consultation}>
      <RouteEffects />
      <Header />
      <main id="main-content" tabIndex={-1}>
        <Suspense fallback={<LoadingOverlay active />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {consultationLoaded ? (
        <Suspense fallback={<LoadingOverlay active />}>
          <ContactModal open={consultationOpen} onClose={() => setConsultationOpen(false)} />
        </Suspense>
      ) : null}
      <CompensationPopup blocked={consultationOpen} />
      <LanguageSuggestion />
      <LoadingOverlay active={loading} />
    </ConsultationContext.Provider>
  )
}
