import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { ChangePasswordForm } from '@/features/auth/components/ChangePasswordForm'
import { InquiryList } from '@/features/auth/components/InquiryList'
import { PasskeysSection } from '@/features/auth/components/PasskeysSection'
import { ResendVerificationButton } from '@/features/auth/components/ResendVerificationButton'
import { SessionsSection } from '@/features/auth/components/SessionsSection'
import { TwoStepSection } from '@/features/auth/components/TwoStepSection'
import { RequireRole, STAFF_ROLES, useLogout, useProfile } from '@/lib/auth'
import { ConfirmIdentityProvider } from '@/lib/confirm-identity'
import { useHead } from '@/lib/head'

function Account() {
  const { data: profile } = useProfile()
  const logout = useLogout()
  if (!profile) return null
  return (
    <section className="account-page">
      <div className="container narrow">
        <div className="account-card">
          <div className="account-card__head">
            <div>
              <h1 className="account-card__title">My account</h1>
              <p className="account-card__name">
                {profile.first_name} {profile.last_name}
              </p>
              <p className="account-card__email">
                {profile.email}{' '}
                {profile.email_verified ? (
                  <span className="badge text-bg-success">Confirmed</span>
                ) : (
                  <span className="badge text-bg-warning">Not confirmed</span>
                )}
              </p>
            </div>
            <div className="d-flex gap-2 flex-wrap">
              {STAFF_ROLES.includes(profile.role) && !profile.mfa_setup_required ? (
                <Link to={paths.admin} className="btn btn-outline-primary">
                  Admin area
                </Link>
              ) : null}
              <button type="button" className="btn btn-primary" onClick={() => void logout()}>
                Logout
              </button>
            </div>
          </div>
          {/* Until the second factor is set up, the server answers nothing else of this account. The
              two-step section keeps its place either way, so the recovery codes it shows once survive
              the profile's change when the set-up ends. */}
          {profile.mfa_setup_required ? null : <AccountDetails />}
          <TwoStepSection profile={profile} />
          <PasskeysSection />
          {profile.mfa_setup_required ? null : <SessionsSection />}
        </div>
      </div>
    </section>
  )
}

/** The account's inquiries and password. */
function AccountDetails() {
  const { data: profile } = useProfile()
  if (!profile) return null
  return (
    <>
      {profile.email_verified ? null : (
        <div className="account-verify alert alert-warning">
          <p>
            Please confirm your e-mail address: open the link we sent to <strong>{profile.email}</strong>. Until then we cannot show the
            inquiries sent from it.
          </p>
          <ResendVerificationButton />
        </div>
      )}
      <h2 className="account-card__subtitle">My inquiries</h2>
      {profile.email_verified ? (
        <InquiryList />
      ) : (
        <p className="text-body-secondary">Your inquiries appear here once your e-mail address is confirmed.</p>
      )}
      <ChangePasswordForm />
    </>
  )
}

/** /user: the signed-in account's details, inquiries and sign-in security (every role). */
export default function UserPage() {
  useHead({ title: 'My account', description: 'Your account and the inquiries you have sent us.', noindex: true })
  return (
    <RequireRole roles={['user', 'admin', 'editor', 'intake', 'partner']}>
      <ConfirmIdentityProvider>
        <Account />
      </ConfirmIdentityProvider>
    </RequireRole>
  )
}
