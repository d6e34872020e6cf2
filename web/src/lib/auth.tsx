/**
 * Who is signed in, asked of the server (GET /api/auth/profile), and the
 * route guard built on it. Only lazily loaded screens (login, /user, admin)
 * import this module, so it stays out of the public entry bundle.
 */
import { useCallback, useEffect, type ReactNode } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { Spinner } from '@/components/Spinner'
import { api, ApiError, type DataEnvelope } from './api-client'
import { notifyInfo, notifySuccess } from './notify'
import { clearSession, useAccessToken } from './session'

/** admin: everything; editor: content; intake: leads; partner: a partner firm's member; user: a visitor. */
export type Role = 'admin' | 'editor' | 'intake' | 'partner' | 'user'

/** The roles that work in the admin area. */
export const STAFF_ROLES: ReadonlyArray<Role> = ['admin', 'editor', 'intake']

/** What a role may do beyond its own account (the server's package access). */
export type Permission =
  | 'dashboard'
  | 'content'
  | 'leads'
  | 'leads.export'
  | 'analytics'
  | 'experiments'
  | 'partners.read'
  | 'partners'
  | 'returns'
  | 'users'
  | 'settings'
  | 'audit'
  | 'partner_portal'

export interface User {
  id: number
  first_name: string
  last_name: string
  email: string
  role: Role
  /** The partner firm of a partner account; null for every other role. */
  partner_id: number | null
  /** The owner followed a link mailed to `email`. */
  email_verified: boolean
  disabled?: boolean
  /** The account has a second factor (an authenticator or a passkey). */
  mfa_enabled: boolean
  created_at: string
}

/** The signed-in account (GET /api/auth/profile) and what its role may do. */
export interface Profile extends User {
  permissions: Permission[]
  /** The role reads people's data and the account has no second factor: only its account screen works until it sets one up. */
  mfa_setup_required: boolean
  /** The second factor includes an authenticator app (mfa_enabled without it: passkeys alone). */
  totp_enabled: boolean
  /** The unused recovery codes of the authenticator app. */
  recovery_codes_left: number
}

export const LOGIN_PATH = '/login'

/** Where each role lands after logging in (SPEC §4): the staff in the admin area, a partner firm's members in its portal, everyone else on their account. */
export function homeFor(role: string | undefined): string {
  if (STAFF_ROLES.includes(role as Role)) return '/admin'
  if (role === 'partner') return '/partner'
  if (role === 'user') return '/user'
  return '/'
}

/** Whether the signed-in profile's role holds permission (the server checks every call; this only picks screens). */
export function can(profile: Pick<Profile, 'permissions'> | undefined, permission: Permission): boolean {
  return profile?.permissions.includes(permission) ?? false
}

export const authKeys = { all: ['auth'] as const, profile: ['auth', 'profile'] as const }

export async function getProfile(): Promise<Profile> {
  const response = await api.get<DataEnvelope<Profile>>('/auth/profile')
  return response.data
}

export const profileQueryOptions = queryOptions({
  queryKey: authKeys.profile,
  queryFn: getProfile,
  staleTime: 60 * 1000,
})

/** The signed-in user per the server; idle (no data) when there is no token. */
export function useProfile() {
  const token = useAccessToken()
  const query = useQuery({ ...profileQueryOptions, enabled: token !== null })
  return { token, ...query }
}

/** Forgets everything the browser knew about the session. */
export function forgetSession(queryClient: QueryClient): void {
  clearSession()
  queryClient.clear()
}

/** Logout: GET /api/auth/logout (best effort), then forget the session and go to /login. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    let message = 'You have been logged out.'
    try {
      const response = await api.get<{ message?: string }>('/auth/logout')
      if (response?.message) message = response.message
    } catch {
      // The server session may already be gone; the browser forgets it anyway.
    }
    clearSession()
    navigate(LOGIN_PATH, { replace: true })
    queryClient.clear()
    notifySuccess(message)
  }, [navigate, queryClient])
}

export interface RequireRoleProps {
  /** Roles allowed through, as reported by GET /api/auth/profile. */
  roles: ReadonlyArray<Role>
  /** Info toast for a signed-in user whose role is not allowed. */
  deniedMessage?: string
  children: ReactNode
}

function Denied({ message }: { message?: string }) {
  useEffect(() => {
    if (message) notifyInfo(message, 'Info', { toastId: 'access-denied' })
  }, [message])
  return <Navigate to={LOGIN_PATH} replace />
}

/**
 * Renders children only for a session whose server-side role is allowed.
 * No token → /login. Profile loading → a spinner (never the guarded UI).
 * Wrong role or a refused profile call (401, 403) → /login; a 401 also
 * signs out globally (SessionWatcher). Any other failure (network, 5xx) says
 * so with a retry: the session may be fine.
 */
export function RequireRole({ roles, deniedMessage, children }: RequireRoleProps) {
  const { token, data: profile, isPending, isError, error, refetch, isFetching } = useProfile()
  if (token === null) return <Navigate to={LOGIN_PATH} replace />
  if (isError && error instanceof ApiError && (error.status === 401 || error.status === 403)) return <Denied />
  if (isError) {
    return (
      <div className="container py-5 text-center" role="alert">
        <p>We could not check your session. Please check your connection and try again.</p>
        <button type="button" className="btn btn-primary" onClick={() => void refetch()} disabled={isFetching}>
          Try again
        </button>
      </div>
    )
  }
  if (isPending || !profile) return <Spinner label="Checking your session…" fullPage />
  if (!roles.includes(profile.role)) return <Denied message={deniedMessage} />
  return <>{children}</>
}

export const MFA_SETUP_MESSAGE = 'Set up two-step sign-in to continue.'

/**
 * Renders children once the signed-in account may use them: an account
 * whose role needs a second factor it lacks goes to its account screen to
 * set one up (the server refuses everything else until then). Inside
 * RequireRole, which has loaded the profile.
 */
export function RequireSecondFactor({ children }: { children: ReactNode }) {
  const { data: profile } = useProfile()
  const setupRequired = profile?.mfa_setup_required ?? false
  useEffect(() => {
    if (setupRequired) notifyInfo(MFA_SETUP_MESSAGE, 'Info', { toastId: 'mfa-setup' })
  }, [setupRequired])
  if (setupRequired) return <Navigate to="/user" replace />
  return <>{children}</>
}
