import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { FieldValues, Path, UseFormReturn } from '@/lib/form'
import { useTranslator, type Translator } from '@/i18n/I18nProvider'
import { useLocalizedNavigate } from '@/i18n/Link'
import { englishPath, type Language } from '@/i18n/language'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { newIdempotencyKey } from '@/lib/idempotency'
import {
  collectLeadVerification,
  preloadLeadVerification,
  LEADID_SCRIPT_FAILED,
  LEADID_TOKEN_MISSING,
  LeadVerificationError,
  TRUSTEDFORM_SCRIPT_FAILED,
  TRUSTEDFORM_TOKEN_MISSING,
  type LeadVerificationResult,
} from '@/lib/lead-verification'
import { notifyError, notifySuccess } from '@/lib/notify'
import { firstTouch, type Attribution } from '@/lib/attribution'
import { useSite } from '@/lib/site'

/** The catalogue's words for each failure of the proof scripts (lib/lead-verification). */
const verificationMessages: Record<string, string> = {
  [LEADID_SCRIPT_FAILED]: 'forms.verification.leadidScript',
  [LEADID_TOKEN_MISSING]: 'forms.verification.leadidToken',
  [TRUSTEDFORM_SCRIPT_FAILED]: 'forms.verification.trustedformScript',
  [TRUSTEDFORM_TOKEN_MISSING]: 'forms.verification.trustedformToken',
}

/** A proof script's failure in the page's language (the state-law form has its own words for LeadID's, SPEC §8). */
function verificationFailure(t: Translator['t'], error: LeadVerificationError, stateLawWording: boolean): string {
  if (error.message === LEADID_SCRIPT_FAILED && stateLawWording) return t('forms.verification.stateLawLeadid')
  const key = verificationMessages[error.message]
  return key ? t(key) : error.message
}

/**
 * What every lead carries besides what the visitor typed: where the form
 * was, where the visitor came from and the consent words it showed. The
 * proof tokens (LeadID, the TrustedForm certificate) come apart, as
 * LeadVerificationResult, since not every form sends both.
 */
export interface LeadContext {
  page_url: string
  referrer: string
  /**
   * The language the person wants to be contacted in: the page's, unless
   * the form asks (the case evaluation's contact step sets its own).
   */
  language: Language
  /** The service whose page the form is on: the lead's practice area. */
  service_id?: number
  /** The version of the consent text the form showed, so the lead records the words the visitor saw. */
  consent_version?: string
  /** Where the visitor came from: the tab's first page (lib/attribution). */
  attribution?: Attribution
}

/** The answer of every lead-creating call (POST /api/contact, POST /api/case-evaluations). */
export interface LeadCreated {
  message: string
  /** The lead's random reference (12 characters); the row id is never sent. */
  data: { reference: string }
}

export interface LeadSubmissionOptions<TValues extends FieldValues, TLead> {
  form: UseFormReturn<TValues>
  formRef: RefObject<HTMLFormElement | null>
  /** Form fields that can show a server error under themselves. */
  fields: ReadonlyArray<Path<TValues>>
  buildLead: (values: TValues, verification: LeadVerificationResult, context: LeadContext) => TLead
  /** Sends the lead with its Idempotency-Key: the form's own API call. */
  send: (lead: TLead, idempotencyKey: string) => Promise<LeadCreated>
  /** Server field names that differ from the form's (zip_code → zipCode). */
  aliases?: Readonly<Record<string, Path<TValues>>>
  /** After the server's 422 was placed: the form fields that got an error, by name (a form of several steps shows the first). */
  onFieldErrors?: (placed: Partial<Record<Path<TValues>, string>>) => void
  /** After the lead was accepted, before the visitor goes to /thank-you. */
  onCreated?: (created: LeadCreated) => void
  /** The state-law form also toasts the generic error on a 422 (SPEC §8). */
  toastOnValidationError?: boolean
  /** The state-law form's own words for a LeadID script failure (SPEC §8). */
  stateLawLeadIdWording?: boolean
}

/** The service id of a /service-detail/{id} path (or its Spanish twin under /es), if it is one. */
export function serviceIdOfPath(pathname: string): number | undefined {
  const match = /^\/service-detail\/(\d+)\/?$/.exec(englishPath(pathname))
  return match ? Number(match[1]) : undefined
}

/**
 * Runs the submission of any lead form: the proof scripts (loaded with the
 * form, their tokens read on submit), the context every lead carries, one
 * Idempotency-Key per form fill, the submitting state, the server's field
 * errors mapped onto the form, the other failures as toasts and a message
 * under the form, and the redirect to /thank-you.
 */
export function useLeadSubmission<TValues extends FieldValues, TLead>({
  form,
  formRef,
  fields,
  buildLead,
  send,
  aliases,
  onFieldErrors,
  onCreated,
  toastOnValidationError = false,
  stateLawLeadIdWording = false,
}: LeadSubmissionOptions<TValues, TLead>) {
  const site = useSite()
  const { t, lang } = useTranslator()
  const navigate = useLocalizedNavigate()
  // Made on the first submit (not while rendering, which the server does
  // too) and kept for its retries until a lead is accepted.
  const idempotencyKey = useRef<string | null>(null)
  const inFlight = useRef(false)
  const [submitting, setSubmitting] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)

  // The verification scripts start loading with the form, not on submit.
  useEffect(() => {
    preloadLeadVerification(site.lead_verification)
  }, [site.lead_verification])

  const submit = useCallback(
    async (values: TValues) => {
      if (inFlight.current) return
      inFlight.current = true
      setSubmitting(true)
      setFormError(null)
      try {
        let verification: LeadVerificationResult
        try {
          verification = await collectLeadVerification(site.lead_verification, formRef.current)
        } catch (error) {
          if (error instanceof LeadVerificationError) {
            const text = verificationFailure(t, error, stateLawLeadIdWording)
            notifyError(text, t('forms.toast.error'))
            setFormError(text)
            return
          }
          throw error
        }

        const serviceId = serviceIdOfPath(window.location.pathname)
        const attribution = firstTouch()
        const lead = buildLead(values, verification, {
          page_url: window.location.href,
          referrer: document.referrer,
          language: lang,
          ...(serviceId ? { service_id: serviceId } : {}),
          ...(site.consent.version ? { consent_version: site.consent.version } : {}),
          ...(attribution ? { attribution } : {}),
        })
        idempotencyKey.current ??= newIdempotencyKey()
        const created = await send(lead, idempotencyKey.current)

        notifySuccess(t('forms.success'), t('forms.toast.success'))
        onCreated?.(created)
        form.reset()
        idempotencyKey.current = null
        // The thank-you page in the page's language (/es/thank-you).
        navigate(paths.thankYou)
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) {
          const unplaced: string[] = []
          const placed: Partial<Record<Path<TValues>, string>> = {}
          for (const [serverField, message] of Object.entries(error.fieldErrors)) {
            const field = aliases?.[serverField] ?? serverField
            if ((fields as ReadonlyArray<string>).includes(field)) {
              form.setError(field as Path<TValues>, { type: 'server', message })
              placed[field as Path<TValues>] = message
            } else {
              unplaced.push(message)
            }
          }
          if (unplaced.length > 0) setFormError(unplaced.join(' '))
          if (Object.keys(placed).length > 0) onFieldErrors?.(placed)
          if (toastOnValidationError || Object.keys(error.fieldErrors).length === 0)
            notifyError(t('forms.error.generic'), t('forms.toast.error'))
        } else if (error instanceof ApiError && error.status === 429) {
          // Too many submissions: the server says how long to wait. What was
          // typed stays, so the visitor can send it then.
          notifyError(error.message, t('forms.toast.error'))
          setFormError(error.message)
        } else {
          notifyError(t('forms.error.generic'), t('forms.toast.error'))
          setFormError(t('forms.error.generic'))
        }
      } finally {
        inFlight.current = false
        setSubmitting(false)
      }
    },
    [
      site.lead_verification,
      site.consent.version,
      formRef,
      buildLead,
      send,
      form,
      navigate,
      fields,
      aliases,
      onFieldErrors,
      onCreated,
      toastOnValidationError,
      stateLawLeadIdWording,
      t,
      lang,
    ],
  )

  return { submit, submitting, formError }
}
