import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router'
import { Spinner } from '@/components/Spinner'
import { PublicLayout } from './layout/PublicLayout'

// Every page is its own chunk: a visitor downloads the shell plus the page they open.
const HomePage = lazy(() => import('./routes/public/HomePage'))
const AboutPage = lazy(() => import('./routes/public/AboutPage'))
const ServicesPage = lazy(() => import('./routes/public/ServicesPage'))
const ServiceDetailPage = lazy(() => import('./routes/public/ServiceDetailPage'))
const StateLawListPage = lazy(() => import('./routes/public/StateLawListPage'))
const StateLawDetailPage = lazy(() => import('./routes/public/StateLawDetailPage'))
const FaqsPage = lazy(() => import('./routes/public/FaqsPage'))
const ContactPage = lazy(() => import('./routes/public/ContactPage'))
const ThankYouPage = lazy(() => import('./routes/public/ThankYouPage'))
const BlogListPage = lazy(() => import('./routes/public/BlogListPage'))
const BlogPostPage = lazy(() => import('./routes/public/BlogPostPage'))
const NotFoundPage = lazy(() => import('./routes/public/NotFoundPage'))
const PrivacyPolicyPage = lazy(() => import('@/features/legal/PrivacyPolicyPage'))
const TermsPage = lazy(() => import('@/features/legal/TermsPage'))
const CaliforniaPrivacyPage = lazy(() => import('@/features/legal/CaliforniaPrivacyPage'))
const MarketingPartnersPage = lazy(() => import('@/features/partners/MarketingPartnersPage'))
const LoginPage = lazy(() => import('./routes/account/LoginPage'))
const RegisterPage = lazy(() => import('./routes/account/RegisterPage'))
const ResetPasswordPage = lazy(() => import('./routes/account/ResetPasswordPage'))
const VerifyEmailPage = lazy(() => import('./routes/account/VerifyEmailPage'))
const UserPage = lazy(() => import('./routes/account/UserPage'))
// The admin area: a small guard chunk, then (for admins only) the admin app.
const AdminRoot = lazy(() => import('./routes/admin/AdminRoot'))

/** The route table of SPEC §2. Paths match case-insensitively, so /Faqs and /faqs are one page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="about-us" element={<AboutPage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="service-detail/:id" element={<ServiceDetailPage />} />
        <Route path="stateLaw" element={<StateLawListPage />} />
        <Route path="state-law-detail/:id" element={<StateLawDetailPage />} />
        <Route path="faqs" element={<FaqsPage />} />
        <Route path="contact-us" element={<ContactPage />} />
        <Route path="marketing-partner" element={<MarketingPartnersPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="term-and-conditions" element={<TermsPage />} />
        <Route path="california-privacy" element={<CaliforniaPrivacyPage />} />
        <Route path="thank-you" element={<ThankYouPage />} />
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/:slug" element={<BlogPostPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route path="user" element={<UserPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
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
