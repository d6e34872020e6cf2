import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'

/**
 * The browser's half of a passkey ceremony. @simplewebauthn/browser turns
 * the server's JSON options into a navigator.credentials call and the
 * answer back into JSON; it is loaded only when a person presses a passkey
 * button, so no page carries it before.
 */

/** What a ceremony's first step answers (POST …/begin). */
export interface Ceremony<Options> {
  token: string
  options: Options
}

export type RegistrationCeremony = Ceremony<PublicKeyCredentialCreationOptionsJSON>
export type LoginCeremony = Ceremony<PublicKeyCredentialRequestOptionsJSON>

/** Whether this browser can make and use passkeys at all. */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'
}

/** Asks the browser (and the person) for a new passkey. */
export async function makePasskeyInBrowser(options: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import('@simplewebauthn/browser')
  return startRegistration({ optionsJSON: options })
}

/** Asks the browser (and the person) for one of the site's passkeys. */
export async function askBrowserForPasskey(options: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import('@simplewebauthn/browser')
  return startAuthentication({ optionsJSON: options })
}

/**
 * A person's words for a ceremony the browser ended: null when they
 * cancelled it (nothing to say), otherwise what went wrong. Errors of the
 * server (ApiError) are not the browser's: the caller reports those.
 */
export function passkeyProblem(error: unknown): string | null {
  if (!(error instanceof Error)) return 'The passkey did not work. Please try again.'
  const code = 'code' in error ? String(error.code) : ''
  if (error.name === 'NotAllowedError' || code === 'ERROR_CEREMONY_ABORTED' || error.name === 'AbortError') return null
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'This device already holds a passkey for your account.'
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID')
    return 'Passkeys work only at the site’s own address. Open it there and try again.'
  return 'The passkey did not work on this device. Try another one, or sign in with your password.'
}
