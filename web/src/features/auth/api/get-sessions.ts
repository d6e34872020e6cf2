import { useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'

/** One signed-in browser or device of the account. */
export interface AccountSession {
  id: string
  created_at: string
  last_used_at: string | null
  expires_at: string
  ip: string
  /** "Chrome on Windows". */
  browser: string
  /** The session asking. */
  current: boolean
}

export const sessionsKey = ['auth', 'sessions'] as const

/** GET /api/auth/sessions: the account's sessions, the most recently used first. */
export async function getSessions(): Promise<AccountSession[]> {
  const response = await api.get<DataEnvelope<AccountSession[]>>('/auth/sessions')
  return response.data
}

export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: getSessions })
}
