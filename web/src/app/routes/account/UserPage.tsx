import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { InquiryList } from '@/features/auth/components/InquiryList'
import { RequireRole, useLogout, useProfile } from '@/lib/auth'
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
              <p className="account-card__email">{profile.email}</p>
            </div>
            <div className="d-flex gap-2 flex-wrap">
              {profile.role === 'admin' ? (
                <Link to={paths.admin} className="btn btn-outline-primary">
                  Admin area
                </Link>
              ) : null}
              <button type="button" className="btn btn-primary" onClick={() => void logout()}>
                Logout
              </button>
            </div>
          </div>
          <h2 className="account-card__subtitle">My inquiries</h2>
          <InquiryList />
        </div>
      </div>
    </section>
  )
}

/** /user: the signed-in user's details and inquiries (roles user and admin). */
export default function UserPage() {
  useHead({ title: 'My account', description: 'Your account and the inquiries you have sent us.' })
  return (
    <RequireRole roles={['user', 'admin']}>
      <Account />
    </RequireRole>
  )
}
