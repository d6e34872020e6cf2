import type { Role } from '@/lib/auth'

export type UserRole = Role

export const USER_ROLES: ReadonlyArray<UserRole> = ['admin', 'editor', 'intake', 'partner', 'user']

/** The staff roles an admin moves an account between (a visitor or a partner firm's member rises only by an invitation). */
export const STAFF_ROLE_CHOICES: ReadonlyArray<UserRole> = ['admin', 'editor', 'intake']

/** An account as GET /api/admin/users lists it (never a password hash). */
export interface AdminUser {
  id: number
  first_name: string
  last_name: string
  email: string
  role: UserRole
  /** The partner firm of a partner account; null for every other role. */
  partner_id: number | null
  /** The owner followed a link mailed to the address. */
  email_verified: boolean
  /** Cannot sign in; has no sessions. */
  disabled: boolean
  created_at: string
}

/** What PATCH /api/admin/users/{id} changes. */
export interface UserChange {
  role?: UserRole
  disabled?: boolean
}

export function userName(user: Pick<AdminUser, 'first_name' | 'last_name' | 'email'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email
}
