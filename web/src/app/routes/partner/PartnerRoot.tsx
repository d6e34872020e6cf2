import { lazy, Suspense } from 'react'
import { Spinner } from '@/components/Spinner'
import { RequireRole, RequireSecondFactor } from '@/lib/auth'

// Only a partner firm's members (per GET /api/auth/profile) ever download the portal.
const PartnerApp = lazy(() => import('@/features/partner-portal/PartnerApp'))

export const PARTNER_DENIED_MESSAGE = 'The partner portal is for the members of a participating law firm.'

/** /partner/*: the role guard in front of the lazily loaded partner portal. */
export default function PartnerRoot() {
  return (
    <RequireRole roles={['partner']} deniedMessage={PARTNER_DENIED_MESSAGE}>
      <RequireSecondFactor>
        <Suspense fallback={<Spinner label="Loading your portal…" fullPage />}>
          <PartnerApp />
        </Suspense>
      </RequireSecondFactor>
    </RequireRole>
  )
}
