import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useNavigate } from 'react-router'
import type { FieldValues, Path, UseFormReturn } from '@/lib/form'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { newIdempotencyKey } from '@/lib/idempotency'
import {
  collectLeadVerification,
  preloadLeadVerification,
  LEADID_SCRIPT_FAILED,
  LeadVerificationError,
  type LeadVerificationResult,
} from '@/lib/lead-verification'
import { GENERIC_ERROR, notifyError, notifySuccess } from '@/lib/notify'
import { firstTouch, type Attribution } from '@/lib/attribution'
import { useSite } from '@/lib/site'
import { useCreateLead, type LeadPayload } from './api/create-lead'

export const LEAD_SUCCESS_MESSAGE = 'Form submitted successfully Thank you for your inquiry !'
/** The state-law form's own text for a LeadID script failure (SPEC §8). */
export const STATE_LAW_LEADID_FAILED = 'Failed to load the LeadID script, Please try again!'

/** Server field names that differ from the form's. */
const FIELD_ALIASES: Record<string, string> = { zip_code: 'zipCode' }

export interface LeadSubmissionOptions<TValues extends FieldValues> {
  form: UseFormReturn<TValues>
  formRef: RefObject<HTMLFormElement | null>
  /** Form fields that can show a server error under themselves. */
  fields: ReadonlyArray<Path<TValues>>
  buildLead: (values: TValues, verification: LeadVerificationResult, context: LeadContext) => LeadPayload
  /** The state-law form also toasts the generic error on a 422 (SPEC §8). */
  toastOnValidationError?: boolean
  /** Replaces the spec's internal LeadID failure text, for the state-law form. */
  leadIdFailureMessage?: string
}

export interface LeadContext {
  page_url: string
  referrer: string
  /** The service whose page the form is on: the lead's practice area. */
  service_id?: number
  /** The version of the consent text the form showed, so the lead records the words the visitor saw. */
  consent_version?: string
  /** Where the visitor came from: the tab's first page (lib/attribution). */
  attribution?: Attribution
}

/** The service id of a /service-detail/{id} path, if it is one. */
export function serviceIdOfPath(pathname: string): number | undefined {
  const match = /^\/service-detail\/(\d+)\/?$/.exec(pathname)
  return match ? Number(match[1]) : undefined
}

/**
 * Runs a lead submission: lead-verification tokens, one Idempotency-Key per
 * form fill, server field errors mapped onto the form, toasts, and the
 * redirect to /thank-you.
 */
export function useLeadSubmission<TValues extends FieldValues>({
  form,
  formRef,
  fields,
  buildLead,
  toastOnValidationError = false,
  leadIdFailureMessage,
}: LeadSubmissionOptions<TValues>) {
  const site = useSite()
  const navigate = useNavigate()
  const createLead = useCreateLead()
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
            const text = error.message === LEADID_SCRIPT_FAILED && leadIdFailureMessage ? leadIdFailureMessage : error.message
            notifyError(text)
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
          ...(serviceId ? { service_id: serviceId } : {}),
          ...(site.consent.version ? { consent_version: site.consent.version } : {}),
          ...(attribution ? { attribution } : {}),
        })
        idempotencyKey.current ??= newIdempotencyKey()
        await createLead.mutateAsync({ lead, idempotencyKey: idempotencyKey.current })

        notifySuccess(LEAD_SUCCESS_MESSAGE)
        form.reset()
        idempotencyKey.current = null
        navigate(paths.thankYou)
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) {
          const unplaced: string[] = []
          for (const [serverField, message] of Object.entries(error.fieldErrors)) {
            const field = FIELD_ALIASES[serverField] ?? serverField
            if ((fields as ReadonlyArray<string>).includes(field)) {
              form.setError(field as Path<TValues>, { type: 'server', message })
            } else {
              unplaced.push(message)
            }
          }
          if (unplaced.length > 0) setFormError(unplaced.join(' '))
          if (toastOnValidationError || Object.keys(error.fieldErrors).length === 0) notifyError(GENERIC_ERROR)
        } else if (error instanceof ApiError && error.status === 429) {
          // Too many submissions: the server says how long to wait. What was
          // typed stays, so the visitor can send it then.
          notifyError(error.message)
          setFormError(error.message)
        } else {
          notifyError(GENERIC_ERROR)
          setFormError(GENERIC_ERROR)
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
      createLead,
      form,
      navigate,
      fields,
      toastOnValidationError,
      leadIdFailureMessage,
    ],
  )

  return { submit, submitting, formError }
}
