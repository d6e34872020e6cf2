import type { UserFilters } from '../filters'
import type { InvitationStatus } from '../invitations'

/** Query keys of the admin users feature, so a change can refresh the lists. */
export const userKeys = {
  all: ['admin', 'users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filters: UserFilters, page: number) => [...userKeys.lists(), { ...filters, page }] as const,
  allInvitations: () => [...userKeys.all, 'invitations'] as const,
  invitations: (status: InvitationStatus | '', page: number) => [...userKeys.allInvitations(), { status, page }] as const,
}
