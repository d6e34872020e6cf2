import { lazy, type ComponentType, type ReactNode } from 'react'
import { Route, Routes } from 'react-router'
import { relativePath, routeTable } from '@/config/routes'
import { can, useProfile, type Permission } from '@/lib/auth'
import { ConfirmIdentityProvider } from '@/lib/confirm-identity'
import { AdminLayout } from './AdminLayout'

const AdminNotFoundPage = lazy(() => import('./AdminNotFoundPage'))
const AdminNoAccessPage = lazy(() => import('./AdminNoAccessPage'))

/** A page of the admin area, or the no-access page for a role without its permission (routes.json). */
function PermissionGate({ permission, children }: { permission: Permission | undefined; children: ReactNode }) {
  const { data: profile } = useProfile()
  if (permission === undefined || !can(profile, permission)) return <AdminNoAccessPage />
  return <>{children}</>
}

/** The component of each admin route of routes.json, by route name. */
export const adminPages: Record<string, ComponentType> = {
  adminDashboard: lazy(() => import('./DashboardPage')),
  adminServices: lazy(() => import('@/features/admin-services/ServicesAdminPage')),
  adminStateLaws: lazy(() => import('@/features/admin-state-laws/StateLawsAdminPage')),
  adminBlog: lazy(() => import('@/features/admin-blog/BlogAdminPage')),
  adminFaqs: lazy(() => import('@/features/admin-faqs/FaqsAdminPage')),
  adminLeads: lazy(() => import('@/features/admin-leads/LeadsPage')),
  adminLead: lazy(() => import('@/features/admin-leads/LeadDetailPage')),
  adminUsers: lazy(() => import('@/features/admin-users/UsersAdminPage')),
  adminPartners: lazy(() => import('@/features/admin-partners/PartnersAdminPage')),
  adminSuppressions: lazy(() => import('@/features/admin-suppressions/SuppressionsAdminPage')),
  adminRevocations: lazy(() => import('@/features/admin-revocations/RevocationsAdminPage')),
  adminRevocation: lazy(() => import('@/features/admin-revocations/RevocationDetailPage')),
  adminPrivacyRequests: lazy(() => import('@/features/admin-privacy-requests/PrivacyRequestsAdminPage')),
  adminReturns: lazy(() => import('@/features/admin-returns/ReturnsAdminPage')),
  adminInvoices: lazy(() => import('@/features/admin-invoices/InvoicesAdminPage')),
  adminChangeRequests: lazy(() => import('@/features/admin-change-requests/ChangeRequestsAdminPage')),
  adminSettings: lazy(() => import('@/features/admin-settings/SettingsAdminPage')),
  adminConsentTexts: lazy(() => import('@/features/admin-consent-texts/ConsentTextsAdminPage')),
  adminTierRules: lazy(() => import('@/features/admin-tier-rules/TierRulesAdminPage')),
  adminAnalytics: lazy(() => import('@/features/admin-analytics/AnalyticsAdminPage')),
  adminExperiments: lazy(() => import('@/features/admin-experiments/ExperimentsAdminPage')),
  adminExperimentNew: lazy(() => import('@/features/admin-experiments/NewExperimentPage')),
  adminExperiment: lazy(() => import('@/features/admin-experiments/ExperimentPage')),
  adminAudit: lazy(() => import('@/features/admin-audit/AuditLogPage')),
}

const adminRoutes = routeTable.filter((entry) => entry.area === 'admin')

/** The admin area's routes (routes.json), relative to /admin. */
export default function AdminApp() {
  return (
    <ConfirmIdentityProvider>
      <Routes>
        <Route element={<AdminLayout />}>
          {adminRoutes.map((entry) => {
            const Page = adminPages[entry.name]
            const path = relativePath(entry, '/admin')
            const element = (
              <PermissionGate permission={entry.permission}>
                <Page />
              </PermissionGate>
            )
            return path === '' ? (
              <Route key={entry.name} index element={element} />
            ) : (
              <Route key={entry.name} path={path} element={element} />
            )
          })}
          <Route path="*" element={<AdminNotFoundPage />} />
        </Route>
      </Routes>
    </ConfirmIdentityProvider>
  )
}
