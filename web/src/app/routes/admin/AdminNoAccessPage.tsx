import { Link } from 'react-router'
import { adminPaths } from '@/lib/admin/paths'
import { useHead } from '@/lib/head'

/** An admin page the signed-in role may not use (a direct URL, an old bookmark): says so instead of a failing screen. */
export default function AdminNoAccessPage() {
  useHead({ title: 'No access' })
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">No access</h1>
      <p>Your role does not include this page. If you need it for your work, ask an admin to change your role.</p>
      <Link to={adminPaths.dashboard} className="btn btn-primary">
        Back to the dashboard
      </Link>
    </div>
  )
}
