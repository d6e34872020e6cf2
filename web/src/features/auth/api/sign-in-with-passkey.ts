import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import { authKeys } from '@/lib/auth'
import { saveSession } from '@/lib/session'
import { askBrowserForPasskey, type LoginCeremony } from '../passkey-browser'
import type { LoginResponse } from './login'

/**
 * Signs in with a passkey and no password: POST
 * /api/auth/passkeys/login/begin, the browser's prompt (it offers the
 * passkeys it holds for the site), then POST …/login/finish. A passkey is
 * both factors: the answer is a session. Keeps its token.
 */
export async function signInWithPasskey(remember: boolean): Promise<LoginResponse> {
  const begun = await api.post<DataEnvelope<LoginCeremony>>('/auth/passkeys/login/begin')
  const credential = await askBrowserForPasskey(begun.data.options)
  const response = await api.post<LoginResponse>('/auth/passkeys/login/finish', { token: begun.data.token, credential, remember })
  saveSession(response.access_token)
  return response
}

export function useSignInWithPasskey() {
  const queryClient = useQueryClient()
  return useMutation({
    // It waits for the browser's prompt: the button says so, not a "please wait" over the page.
    meta: { waitsForPerson: true },
    mutationFn: signInWithPasskey,
    onSuccess: () => queryClient.removeQueries({ queryKey: authKeys.all }),
  })
}
