import { ROLE_LABELS } from '@/lib/roles'
import type { AdminUser } from '../types'

export function RoleBadge({ role }: { role: AdminUser['role'] }) {
  return <span className={`user-badge user-badge--${role}`}>{ROLE_LABELS[role]}</span>
}

/** Whether the owner proved the address by following the mailed link. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="user-badge user-badge--verified">Verified</span>
  ) : (
    <span className="user-badge user-badge--unverified">Unverified</span>
  )
}

export function DisabledBadge({ disabled }: { disabled: boolean }) {
  return disabled ? (
    <span className="user-badge user-badge--disabled">Disabled</span>
  ) : (
    <span className="user-badge user-badge--active">Active</span>
  )
}
