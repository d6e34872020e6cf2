import { Link } from 'react-router'
import { adminPaths } from '@/lib/admin/paths'
import { useHead } from '@/lib/head'

export default function AdminNotFoundPage() {
  useHead({ title: 'Page not found' })
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Page not found</h1>
      <p>This admin page does not exist.</p>
      <Link to={adminPaths.dashboard} className="btn btn-primary">
        Back to the dashboard
      </Link>
    </div>
  )
}
