import { lazy, Suspense, useContext, useEffect, type ComponentType } from 'react'
import { Route, Routes, useLocation } from 'react-router'
import { Spinner } from '@/components/Spinner'
import { relativePath, routeTable } from '@/config/routes'
import { PublicLayout } from './layout/PublicLayout'
import { ArrivalContext } from './arrival'
import { useExposureReport } from '@/lib/experiments'
import { useVisitBeacon } from '@/lib/visits'

// Every page is its own chunk: a visitor downloads the shell plus the page they open.
/** The component of each public and account route of routes.json, by route name. */
export const pages: Record<string, ComponentType> = {
  home: lazy(() => import('./routes/public/HomePage')),
  about: lazy(() => import('./routes/public/AboutPage')),
  services: lazy(() => import('./routes/public/ServicesPage')),
  serviceDetail: lazy(() => import('./routes/public/ServiceDetailPage')),
  stateLaws: lazy(() => import('./routes/public/StateLawListPage')),
  stateLawDetail: lazy(() => import('./routes/public/StateLawDetailPage')),
  faqs: lazy(() => import('./routes/public/FaqsPage')),
  contact: lazy(() => import('./routes/public/ContactPage')),
  caseEvaluation: lazy(() => import('./routes/public/CaseEvaluationPage')),
  marketingPartners: lazy(() => import('@/features/partners/MarketingPartnersPage')),
  privacyPolicy: lazy(() => import('@/features/legal/PrivacyPolicyPage')),
  terms: lazy(() => import('@/features/legal/TermsPage')),
  californiaPrivacy: lazy(() => import('@/features/legal/CaliforniaPrivacyPage')),
  optOut: lazy(() => import('@/features/opt-out/OptOutPage')),
  thankYou: lazy(() => import('./routes/public/ThankYouPage')),
  blog: lazy(() => import('./routes/public/BlogListPage')),
  blogPost: lazy(() => import('./routes/public/BlogPostPage')),
  privacyRequest: lazy(() => import('@/features/privacy-requests/PrivacyRequestPage')),
  privacyRequestConfirm: lazy(() => import('@/features/privacy-requests/PrivacyRequestConfirmPage')),
  login: lazy(() => import('./routes/account/LoginPage')),
  register: lazy(() => import('./routes/account/RegisterPage')),
  resetPassword: lazy(() => import('./routes/account/ResetPasswordPage')),
  acceptInvitation: lazy(() => import('./routes/account/AcceptInvitationPage')),
  verifyEmail: lazy(() => import('./routes/account/VerifyEmailPage')),
  account: lazy(() => import('./routes/account/UserPage')),
}

const NotFoundPage = lazy(() => import('./routes/public/NotFoundPage'))
// The admin area: a small guard chunk, then (for admins only) the admin app.
// It is never rendered on the server, so the server bundle leaves it out.
const AdminRoot = import.meta.env.SSR ? () => null : lazy(() => import('./routes/admin/AdminRoot'))
// The partner portal, the same way: its members alone download it.
const PartnerRoot = import.meta.env.SSR ? () => null : lazy(() => import('./routes/partner/PartnerRoot'))

const layoutRoutes = routeTable.filter((entry) => entry.area !== 'admin' && entry.area !== 'partner')

/**
 * A route's page, or the not-found page where the server found no record.
 * Once the page runs in the browser (hydrated, or drawn there), the
 * document says so (html[data-hydrated]): until then a server-rendered
 * page shows but does not react.
 */
function RoutePage({ page: Page, counted = false }: { page: ComponentType; counted?: boolean }) {
  const { notFoundPath, rendered } = useContext(ArrivalContext)
  const { pathname } = useLocation()
  useVisitBeacon(counted && pathname !== notFoundPath)
  useExposureReport(rendered)
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return pathname === notFoundPath ? <NotFoundPage /> : <Page />
}

/** The site's routes (routes.json). Paths match case-insensitively, so /Faqs and /faqs are one page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {layoutRoutes.map((entry) => {
          const element = <RoutePage page={pages[entry.name]} counted={entry.area === 'public'} />
          return entry.path === '/' ? (
            <Route key={entry.name} index element={element} />
          ) : (
            <Route key={entry.name} path={relativePath(entry)} element={element} />
          )
        })}
        {/* Every public page's Spanish twin (decision 064). */}
        {layoutRoutes
          .filter((entry) => entry.area === 'public')
          .map((entry) => (
            <Route
              key={`es:${entry.name}`}
              path={relativePath(entry) ? `es/${relativePath(entry)}` : 'es'}
              element={<RoutePage page={pages[entry.name]} counted />}
            />
          ))}
        <Route path="*" element={<RoutePage page={NotFoundPage} />} />
      </Route>
      <Route
        path="partner/*"
        element={
          <Suspense fallback={<Spinner label="Loading your portal…" fullPage />}>
            <PartnerRoot />
          </Suspense>
        }
      />
      <Route
        path="admin/*"
        element={
          <Suspense fallback={<Spinner label="Loading the admin area…" fullPage />}>
            <AdminRoot />
          </Suspense>
        }
      />
    </Routes>
  )
}
