export type UserRole = 'admin' | 'user'

export const USER_ROLES: ReadonlyArray<UserRole> = ['admin', 'user']

/** An account as GET /api/admin/users lists it (never a password hash). */
export interface AdminUser {
  id: number
  first_name: string
  last_name: string
  email: string
  role: UserRole
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
