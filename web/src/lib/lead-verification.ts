import type { SiteSettings } from './site'

/**
 * LeadiD (Jornaya) and TrustedForm: third-party scripts that prove how a lead
 * was captured. They load only when /api/site names a script URL, and the
 * mode decides what a failure costs (DESIGN.md §6):
 *   off       never load;
 *   optional  try, and submit without a token when blocked or failed;
 *   required  abort the submission with the spec's message.
 */

export type LeadVerificationSettings = SiteSettings['lead_verification']

export class LeadVerificationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'LeadVerificationError'
  }
}

export const LEADID_SCRIPT_FAILED = 'LeadID script failed to load'
export const LEADID_TOKEN_MISSING = 'LeadID token not generated'
export const TRUSTEDFORM_SCRIPT_FAILED = 'TrustedForm script failed to load'
export const TRUSTEDFORM_TOKEN_MISSING = 'TrustedForm token not generated'

/** The hidden inputs the two scripts fill in. */
export const LEADID_FIELD = 'universal_leadid'
export const TRUSTEDFORM_FIELD = 'xxTrustedFormCertUrl'

/** SPEC §9: the certificate URL is read about 1000 ms after the script loads. */
export const TRUSTEDFORM_WAIT_MS = 1000

const loadedScripts = new Map<string, Promise<void>>()

export function loadScript(src: string): Promise<void> {
  const existing = loadedScripts.get(src)
  if (existing) return existing
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      script.remove()
      loadedScripts.delete(src)
      reject(new Error(`failed to load ${src}`))
    }
    document.body.appendChild(script)
  })
  loadedScripts.set(src, promise)
  return promise
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function fieldValue(form: HTMLFormElement | null, name: string): string {
  const input =
    form?.querySelector<HTMLInputElement>(`input[name="${name}"]`) ?? document.querySelector<HTMLInputElement>(`input[name="${name}"]`)
  return input?.value.trim() ?? ''
}

function isActive(settings: LeadVerificationSettings, url: string): boolean {
  return settings.mode !== 'off' && url.trim() !== ''
}

/** Starts loading the configured scripts early so they can observe the visitor filling in the form. */
export function preloadLeadVerification(settings: LeadVerificationSettings): void {
  for (const url of [settings.leadid_script_url, settings.trustedform_script_url]) {
    if (isActive(settings, url)) loadScript(url).catch(() => {})
  }
}

export interface LeadVerificationResult {
  leadId: string
  certificateUrl: string
}

/**
 * Waits for the configured scripts and reads their tokens from the form.
 * Throws LeadVerificationError only in mode `required`.
 */
export async function collectLeadVerification(
  settings: LeadVerificationSettings,
  form: HTMLFormElement | null,
  { waitMs = TRUSTEDFORM_WAIT_MS }: { waitMs?: number } = {},
): Promise<LeadVerificationResult> {
  const required = settings.mode === 'required'
  const result: LeadVerificationResult = { leadId: '', certificateUrl: '' }

  if (isActive(settings, settings.leadid_script_url)) {
    try {
      await loadScript(settings.leadid_script_url)
      result.leadId = fieldValue(form, LEADID_FIELD)
    } catch {
      if (required) throw new LeadVerificationError(LEADID_SCRIPT_FAILED)
    }
    if (required && !result.leadId) throw new LeadVerificationError(LEADID_TOKEN_MISSING)
  }

  if (isActive(settings, settings.trustedform_script_url)) {
    let loaded = false
    try {
      await loadScript(settings.trustedform_script_url)
      loaded = true
    } catch {
      if (required) throw new LeadVerificationError(TRUSTEDFORM_SCRIPT_FAILED)
    }
    if (loaded) {
      result.certificateUrl = fieldValue(form, TRUSTEDFORM_FIELD)
      if (!result.certificateUrl) {
        await wait(waitMs)
        result.certificateUrl = fieldValue(form, TRUSTEDFORM_FIELD)
      }
    }
    if (required && !result.certificateUrl) throw new LeadVerificationError(TRUSTEDFORM_TOKEN_MISSING)
  }

  return result
}
