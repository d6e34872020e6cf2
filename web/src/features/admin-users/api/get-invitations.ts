import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, type Paginated } from '@/lib/api-client'
import type { Invitation, InvitationStatus } from '../invitations'
import { userKeys } from './keys'

/** GET /api/admin/invitations?status=&page=: newest first, 10 per page. */
export function getInvitations(status: InvitationStatus | '', page: number): Promise<Paginated<Invitation>> {
  return api.get<Paginated<Invitation>>('/admin/invitations', {
    params: { status: status || undefined, page: page > 1 ? page : undefined },
  })
}

export function useInvitations(status: InvitationStatus | '', page: number) {
  return useQuery({
    queryKey: userKeys.invitations(status, page),
    queryFn: () => getInvitations(status, page),
    placeholderData: keepPreviousData,
  })
}
