import { useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'

/** One passkey of the account (never its key). */
export interface Passkey {
  id: number
  name: string
  created_at: string
  last_used_at: string | null
}

export const passkeysKey = ['auth', 'passkeys'] as const

/** GET /api/auth/passkeys: the account's passkeys, the oldest first. */
export async function getPasskeys(): Promise<Passkey[]> {
  const response = await api.get<DataEnvelope<Passkey[]>>('/auth/passkeys')
  return response.data
}

export function usePasskeys() {
  return useQuery({ queryKey: passkeysKey, queryFn: getPasskeys })
}
