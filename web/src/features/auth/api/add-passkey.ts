import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import { authKeys } from '@/lib/auth'
import { makePasskeyInBrowser, type RegistrationCeremony } from '../passkey-browser'
import { passkeysKey, type Passkey } from './get-passkeys'

export interface AddPasskeyResponse {
  message: string
  data: Passkey
}

/**
 * Makes a passkey for the signed-in account: POST
 * /api/auth/passkeys/register/begin for the options, the browser's prompt,
 * then POST …/register/finish with its answer and the name given (the
 * server names it after the browser when none is).
 */
export async function addPasskey(name: string): Promise<AddPasskeyResponse> {
  const begun = await api.post<DataEnvelope<RegistrationCeremony>>('/auth/passkeys/register/begin')
  const credential = await makePasskeyInBrowser(begun.data.options)
  return api.post<AddPasskeyResponse>('/auth/passkeys/register/finish', { token: begun.data.token, name, credential })
}

export function useAddPasskey() {
  const queryClient = useQueryClient()
  return useMutation({
    // It waits for the browser's prompt: the button says so, not a "please wait" over the page.
    meta: { waitsForPerson: true },
    mutationFn: addPasskey,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: passkeysKey })
      // The profile's mfa_enabled and mfa_setup_required change.
      void queryClient.invalidateQueries({ queryKey: authKeys.profile })
    },
  })
}
