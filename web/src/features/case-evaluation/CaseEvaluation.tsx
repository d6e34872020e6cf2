import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Icon } from '@/components/Icon'
import { useTranslator } from '@/i18n/I18nProvider'
import { ApiError } from '@/lib/api-client'
import { useForm } from '@/lib/form'
import { LeadFormError, LeadProofFields, LeadSubmitButton } from '@/lib/lead-form/LeadFormFooter'
import { useLeadSubmission, type LeadContext } from '@/lib/lead-form/use-lead-submission'
import type { LeadVerificationResult } from '@/lib/lead-verification'
import { useSite } from '@/lib/site'
import { useHydrated } from '@/lib/use-hydrated'
import {
  answersUpTo,
  emptyValues,
  ERROR_FIELDS,
  prefillOf,
  STEP_FIELDS,
  stepOf,
  type EvaluationField,
  type EvaluationValues,
  type Step,
} from './answers'
import { checkStep, type Deadline, type Ending } from './api/check-step'
import { createCaseEvaluation, type CaseEvaluationLead } from './api/create-case-evaluation'
import { DeadlineNote } from './components/DeadlineNote'
import { EvaluationEnding, endingTitle } from './components/EvaluationEnding'
import { StepProgress } from './components/StepProgress'
import { AccidentTypeStep, ContactStep, FaultStep, InjuriesStep, LawyerStep, WhenWhereStep, type AccidentType } from './components/Steps'
import { useFunnel } from './use-funnel'

type Screen = Step | 'ending'

/** The field that takes the focus for a server error on field (the date's error shows under its group). */
const focusable = (field: EvaluationField): EvaluationField => (field === 'accident_date' ? 'accident_month' : field)

function buildLead(values: EvaluationValues, verification: LeadVerificationResult, context: LeadContext): CaseEvaluationLead {
  return {
    ...context,
    ...answersUpTo(values, 5),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone,
    language: values.language === 'es' ? 'es' : 'en',
    description: values.description.trim(),
    is_checked: values.is_checked,
    LeadID: verification.leadId,
    link: verification.certificateUrl,
    website: values.website,
  }
}

export interface CaseEvaluationProps {
  /** The services, as the accident types of step 1. */
  accidentTypes: readonly AccidentType[]
  /** The services are still loading. */
  loading: boolean
}

/**
 * The case evaluation (issue 23): six steps, one question group each,
 * contact details last. Each step is checked in the browser, then by the
 * server (which stores nothing), before the next shows; Back never checks
 * and every answer stays. One form element holds every step, so the
 * proof scripts watch the whole evaluation; the last step submits it like
 * the other lead forms (lib/lead-form).
 */
export function CaseEvaluation({ accidentTypes, loading }: CaseEvaluationProps) {
  const id = useId()
  const site = useSite()
  const { t, lang } = useTranslator()
  const hydrated = useHydrated()
  // ?service= and ?state= fill in answers. The server renders the page
  // without its query: the form writes them into the fields as it attaches.
  const [search] = useSearchParams()
  // The contact language is the page's until the visitor chooses another.
  const [initial] = useState(() => emptyValues(prefillOf(search), lang))
  const [today] = useState(() => new Date())
  const form = useForm<EvaluationValues>({ defaultValues: initial, mode: 'onTouched' })
  const { handleSubmit, setError, setFocus } = form
  const formRef = useRef<HTMLFormElement>(null)
  const topRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  // Set by a step change, so the next screen takes the focus (not the first one on arrival).
  const moved = useRef(false)
  const track = useFunnel()

  const [screen, setScreen] = useState<Screen>(1)
  const [deadline, setDeadline] = useState<Deadline | null>(null)
  const [ending, setEnding] = useState<Ending | null>(null)
  const [checking, setChecking] = useState(false)
  const [stepError, setStepError] = useState<string | null>(null)

  const show = useCallback((next: Screen) => {
    moved.current = true
    setStepError(null)
    setScreen(next)
  }, [])

  useEffect(() => {
    if (screen !== 'ending') track(screen, 'view')
    if (!moved.current) return
    moved.current = false
    topRef.current?.scrollIntoView?.({ block: 'start' })
    headingRef.current?.focus({ preventScroll: true })
  }, [screen, track])

  /** A step passed the browser's checks: the server checks it too, then the next screen shows. */
  const checkAndContinue = async (values: EvaluationValues) => {
    if (screen === 'ending' || screen === 6 || checking) return
    const step = screen
    setChecking(true)
    setStepError(null)
    try {
      const result = await checkStep(step, answersUpTo(values, step), lang)
      if (step >= 2) setDeadline(result.deadline)
      if (step === 5 && result.ending) {
        setEnding(result.ending)
        track(5, 'ended')
        show('ending')
        return
      }
      track(step, 'complete')
      show((step + 1) as Step)
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const unplaced: string[] = []
        let first: EvaluationField | undefined
        for (const field of STEP_FIELDS[step]) {
          const message = error.fieldErrors[field]
          if (!message) continue
          setError(field, { type: 'server', message })
          first ??= field
        }
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (!(STEP_FIELDS[step] as readonly string[]).includes(field)) unplaced.push(message)
        }
        if (unplaced.length > 0 || !first) setStepError(unplaced.length > 0 ? unplaced.join(' ') : error.message)
        if (first) setFocus(focusable(first))
      } else if (error instanceof ApiError && error.status === 429) {
        setStepError(error.message)
      } else {
        setStepError(t('forms.error.generic'))
      }
    } finally {
      setChecking(false)
    }
  }

  const onFieldErrors = useCallback(
    (placed: Partial<Record<EvaluationField, string>>) => {
      // The server refused an answer of an earlier step: back to the first such step.
      const fields = ERROR_FIELDS.filter((field) => placed[field] !== undefined)
      const step = Math.min(...fields.map((field) => stepOf(field) ?? 6)) as Step
      if (step < 6) show(step)
      else if (fields[0]) setFocus(focusable(fields[0]))
    },
    [show, setFocus],
  )
  const onCreated = useCallback(() => track(6, 'complete'), [track])
  const { submit, submitting, formError } = useLeadSubmission({
    form,
    formRef,
    fields: ERROR_FIELDS,
    buildLead,
    send: createCaseEvaluation,
    onFieldErrors,
    onCreated,
  })

  const back = () => {
    if (screen === 'ending') show(5)
    else if (screen > 1) show((screen - 1) as Step)
  }

  const stepProps = { id, form }
  // Each step's heading: its one question group.
  const title = screen === 'ending' ? (ending ? t(endingTitle(ending)) : '') : t(`evaluation.step${screen}.title`)

  return (
    <div className="evaluation" ref={topRef} id="evaluation">
      <form
        ref={formRef}
        className="evaluation__card lead-form"
        method="post"
        noValidate
        onSubmit={(event) => handleSubmit(screen === 6 ? submit : checkAndContinue)(event)}
        aria-busy={checking || submitting}
      >
        {screen === 'ending' ? null : <StepProgress step={screen} />}
        <h2 key={screen} ref={headingRef} tabIndex={-1} className="evaluation__title">
          {title}
        </h2>
        {screen === 1 ? <p className="evaluation__intro">{t('evaluation.intro')}</p> : null}
        {deadline && screen !== 'ending' && screen >= 3 ? <DeadlineNote deadline={deadline} /> : null}

        <div className="evaluation__body">
          {screen === 1 ? <AccidentTypeStep {...stepProps} accidentTypes={accidentTypes} loading={loading} /> : null}
          {screen === 2 ? <WhenWhereStep {...stepProps} today={today} /> : null}
          {screen === 3 ? <InjuriesStep {...stepProps} /> : null}
          {screen === 4 ? <FaultStep {...stepProps} /> : null}
          {screen === 5 ? <LawyerStep {...stepProps} /> : null}
          {screen === 6 ? <ContactStep {...stepProps} /> : null}
          {screen === 'ending' && ending ? <EvaluationEnding ending={ending} stateCode={form.getValues().state} onBack={back} /> : null}
        </div>

        <LeadProofFields id={id} honeypot={form.register('website')} verification={site.lead_verification} />

        {screen === 'ending' ? null : (
          <>
            <LeadFormError message={screen === 6 ? formError : stepError} />
            <div className="evaluation-actions">
              {screen > 1 ? (
                <button type="button" className="btn btn-outline-primary btn-lg" onClick={back}>
                  <Icon name="chevronLeft" size={18} /> {t('evaluation.back')}
                </button>
              ) : null}
              {screen === 6 ? (
                <LeadSubmitButton submitting={submitting} className="btn btn-accent btn-lg evaluation-actions__next" />
              ) : (
                <button type="submit" className="btn btn-accent btn-lg evaluation-actions__next" disabled={checking || !hydrated}>
                  {checking ? t('evaluation.checking') : t('evaluation.next')}
                  {checking ? null : <Icon name="chevronRight" size={18} />}
                </button>
              )}
            </div>
          </>
        )}
      </form>
      <p className="evaluation__fineprint">{t('evaluation.fineprint')}</p>
    </div>
  )
}
