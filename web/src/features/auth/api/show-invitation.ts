import { useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import type { Role } from '@/lib/auth'

/** What a pending invitation link offers (POST /api/auth/invitation). */
export interface InvitationOffer {
  email: string
  role: Exclude<Role, 'user'>
  partner_name: string | null
  invited_by_name: string | null
  expires_at: string
  /** The address has an account already, whose role and password accepting changes. */
  has_account: boolean
}

/** POST /api/auth/invitation: the token in the body, so it stays out of URLs the server logs. */
export async function showInvitation(token: string): Promise<InvitationOffer> {
  const response = await api.post<DataEnvelope<InvitationOffer>>('/auth/invitation', { token })
  return response.data
}

export function useInvitationOffer(token: string) {
  return useQuery({
    queryKey: ['auth', 'invitation', token],
    queryFn: () => showInvitation(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  })
}
