import { lazy, Suspense } from 'react'
import { Spinner } from '@/components/Spinner'
import { RequireRole, RequireSecondFactor, STAFF_ROLES } from '@/lib/auth'

// Only the staff (per GET /api/auth/profile) ever download the admin app.
const AdminApp = lazy(() => import('./AdminApp'))

export const ADMIN_DENIED_MESSAGE = 'You do not have access to the admin area.'

/** /admin/*: the role guard in front of the lazily loaded admin app. */
export default function AdminRoot() {
  return (
    <RequireRole roles={STAFF_ROLES} deniedMessage={ADMIN_DENIED_MESSAGE}>
      <RequireSecondFactor>
        <Suspense fallback={<Spinner label="Loading the admin area…" fullPage />}>
          <AdminApp />
        </Suspense>
      </RequireSecondFactor>
    </RequireRole>
  )
}
