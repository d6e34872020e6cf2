import { Link } from 'react-router'
import { adminPaths } from '@/lib/admin/paths'
import type { PrivacyRequestDetail } from '../types'

/**
 * The registered account of the request's address: before the answer,
 * what a deletion will do to it (a staff account is never deleted by a
 * public request); after, what it did.
 */
export function RequestAccountNote({ request }: { request: PrivacyRequestDetail }) {
  const users = adminPaths.users
  if (request.account) {
    const a = request.account
    const link = (
      <Link to={`${users}?q=${encodeURIComponent(request.email)}`}>
        account #{a.id}
        {a.role === 'admin' ? ' (admin)' : ''}
      </Link>
    )
    if (request.type !== 'delete') {
      return (
        <p className="small">
          A registered {link} uses this e-mail address{request.type === 'access' ? '; the export includes it.' : '.'}
        </p>
      )
    }
    if (a.staff) {
      return (
        <div className="alert alert-warning small" role="note">
          This e-mail address belongs to the staff {link}. Completing the deletion erases the leads but <strong>keeps the account</strong>:
          a public request never deletes a staff account. If the request is genuine, handle the account yourself under Users.
        </div>
      )
    }
    return (
      <p className="small">
        A registered {link} uses this e-mail address: completing the deletion deletes it too, with its sessions and mailed links.
      </p>
    )
  }
  if (request.account_id === null) return null
  if (request.account_action === 'deleted') {
    return <p className="small">Account #{request.account_id} of this address was deleted, with its sessions and mailed links.</p>
  }
  if (request.account_action === 'kept_staff') {
    return (
      <div className="alert alert-warning small" role="note">
        Staff account #{request.account_id} of this address was <strong>kept</strong>: a public request never deletes a staff account.
        Handle it yourself under <Link to={users}>Users</Link> if the request was genuine.
      </div>
    )
  }
  return null
}
