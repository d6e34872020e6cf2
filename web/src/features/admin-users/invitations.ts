import type { Role } from '@/lib/auth'

/** The roles an invitation gives (a visitor's account needs none). */
export type InvitedRole = Exclude<Role, 'user'>

export const INVITED_ROLES: ReadonlyArray<InvitedRole> = ['admin', 'editor', 'intake', 'partner']

export type InvitationStatus = 'pending' | 'accepted' | 'expired' | 'revoked'

export const INVITATION_STATUSES: ReadonlyArray<InvitationStatus> = ['pending', 'accepted', 'expired', 'revoked']

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Withdrawn',
}

/** An invitation as GET /api/admin/invitations lists it (its token is only in the mail). */
export interface Invitation {
  id: number
  email: string
  role: InvitedRole
  partner_id: number | null
  partner_name: string | null
  invited_by: number | null
  invited_by_name: string | null
  status: InvitationStatus
  created_at: string
  expires_at: string
  accepted_at: string | null
  revoked_at: string | null
}

/** What POST /api/admin/invitations takes. */
export interface InvitationInput {
  email: string
  role: InvitedRole
  partner_id?: number
}
