import { useMutation } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'

/** A new authenticator secret, shown once: to type by hand, as an otpauth:// link and as its QR code (SVG). */
export interface AuthenticatorSetup {
  secret: string
  otpauth_url: string
  qr_svg: string
}

/** POST /api/auth/mfa/totp/setup: a new secret; the current authenticator, if any, works until this one is confirmed. */
export async function setUpAuthenticator(): Promise<AuthenticatorSetup> {
  const response = await api.post<DataEnvelope<AuthenticatorSetup>>('/auth/mfa/totp/setup')
  return response.data
}

export function useSetUpAuthenticator() {
  return useMutation({ mutationFn: setUpAuthenticator })
}
