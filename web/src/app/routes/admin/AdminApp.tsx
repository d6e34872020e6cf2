import { lazy } from 'react'
import { Route, Routes } from 'react-router'
import { AdminLayout } from './AdminLayout'

const DashboardPage = lazy(() => import('./DashboardPage'))
const AdminNotFoundPage = lazy(() => import('./AdminNotFoundPage'))
const ServicesAdminPage = lazy(() => import('@/features/admin-services/ServicesAdminPage'))
const StateLawsAdminPage = lazy(() => import('@/features/admin-state-laws/StateLawsAdminPage'))
const FaqsAdminPage = lazy(() => import('@/features/admin-faqs/FaqsAdminPage'))
const BlogAdminPage = lazy(() => import('@/features/admin-blog/BlogAdminPage'))
const LeadsPage = lazy(() => import('@/features/admin-leads/LeadsPage'))
const LeadDetailPage = lazy(() => import('@/features/admin-leads/LeadDetailPage'))
const UsersAdminPage = lazy(() => import('@/features/admin-users/UsersAdminPage'))
const PartnersAdminPage = lazy(() => import('@/features/admin-partners/PartnersAdminPage'))
const SuppressionsAdminPage = lazy(() => import('@/features/admin-suppressions/SuppressionsAdminPage'))

/** The admin area's routes, relative to /admin (SPEC §2 plus leads, users, partners and the do-not-contact list). */
export default function AdminApp() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="services" element={<ServicesAdminPage />} />
        <Route path="state-law" element={<StateLawsAdminPage />} />
        <Route path="blog" element={<BlogAdminPage />} />
        <Route path="faqs" element={<FaqsAdminPage />} />
        <Route path="leads" element={<LeadsPage />} />
        <Route path="leads/:id" element={<LeadDetailPage />} />
        <Route path="users" element={<UsersAdminPage />} />
        <Route path="partners" element={<PartnersAdminPage />} />
        <Route path="suppressions" element={<SuppressionsAdminPage />} />
        <Route path="*" element={<AdminNotFoundPage />} />
      </Route>
    </Routes>
  )
}
