import { useEffect, useId, useRef, useState } from 'react'
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form'
import { Link } from 'react-router'
import { FieldError, reportAdminError } from '@/components/admin'
import { ApiError } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'
import { useCreateExperiment } from '../api/create-experiment'
import { useUpdateExperiment } from '../api/update-experiment'
import {
  alphaChoices,
  locksFor,
  mapServerErrors,
  MAX_VARIANTS,
  MIN_VARIANTS,
  newChallenger,
  newExperimentValues,
  shares,
  toFormValues,
  toInput,
  EXPERIMENT_LANGUAGES,
  VARIANTS_ERROR,
  variantsFor,
  type ExperimentFormValues,
} from '../form'
import { formatConfidence } from '../format'
import { METRICS, METRIC_LABELS, TARGET_HINTS, TARGET_LABELS, TARGETS, type Experiment, type Target } from '../types'
import type { CurrentValues } from '../use-current-values'
import { describedBy, errorOf, InputField, Section } from './FormBits'
import { VariantFieldset } from './VariantFieldset'

export const SAVED_MESSAGE = 'Experiment saved.'

/** The note of a field the status locks. */
export function lockNote(experiment: Experiment | undefined): string | undefined {
  if (!experiment || experiment.status === 'draft') return undefined
  return experiment.status === 'running' ? 'Locked while the experiment runs' : 'Locked: the experiment has ended'
}

const wholeNumber = (text: unknown) => /^\d+$/.test(String(text).trim())
const decimal = (text: unknown) => /^\d+(?:[.,]\d+)?$/.test(String(text).trim())

export interface ExperimentFormProps {
  /** The experiment to edit; none: a new one. */
  experiment?: Experiment
  /** The site's value of every target: the control's value when the target changes. */
  current: CurrentValues
  /** The site's values could not be read (the control starts from the defaults). */
  currentFailed?: boolean
  onSaved: (experiment: Experiment, message: string) => void
  cancelTo: string
}

/**
 * The experiment editor, for a new experiment and an existing one: name,
 * hypothesis, target, traffic share, the variants (the control and up to
 * three challengers) and how the result is judged. What the status locks
 * is disabled with a note. The server's 422 errors land under their inputs
 * (`variants.1.value` under the second variant's value) and focus moves to
 * the first of them.
 */
export function ExperimentForm({ experiment, current, currentFailed = false, onSaved, cancelTo }: ExperimentFormProps) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const [initial] = useState(() => (experiment ? toFormValues(experiment) : newExperimentValues(current)))
  const form = useForm<ExperimentFormValues>({ defaultValues: initial })
  const variants = useFieldArray({ control: form.control, name: 'variants' })
  const target = useWatch({ control: form.control, name: 'target' }) as Target
  const watchedVariants = useWatch({ control: form.control, name: 'variants' }) ?? []
  const create = useCreateExperiment()
  const update = useUpdateExperiment()
  const [otherErrors, setOtherErrors] = useState<Array<[string, string]>>([])
  const [focusRequest, setFocusRequest] = useState(0)

  const locks = locksFor(experiment?.status)
  const note = lockNote(experiment)
  const variantShares = shares(watchedVariants.map((v) => v?.weight ?? ''))
  const variantsError = errorOf(form, VARIANTS_ERROR)
  const alphaError = errorOf(form, 'alpha')
  const metricError = errorOf(form, 'primary_metric')
  const languageError = errorOf(form, 'language')
  const targetError = errorOf(form, 'target')
  const alpha = useWatch({ control: form.control, name: 'alpha' })

  // After a 422: the first input marked invalid, in the order of the page; else the list of problems.
  useEffect(() => {
    if (focusRequest === 0) return
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (first) first.focus()
    else summaryRef.current?.focus()
  }, [focusRequest])

  const onTarget = (next: Target) => {
    variants.replace(variantsFor(next, current, form.getValues('variants')))
    form.clearErrors('variants')
  }

  const submit = form.handleSubmit(async (values) => {
    setOtherErrors([])
    const input = toInput(values, experiment)
    try {
      const answer = experiment ? await update.mutateAsync({ id: experiment.id, input }) : await create.mutateAsync(input)
      onSaved(answer.data, answer.message || SAVED_MESSAGE)
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const { fields, other } = mapServerErrors(error.fieldErrors, input.target)
        for (const [field, message] of fields) {
          form.setError(field as Path<ExperimentFormValues>, { type: 'server', message }, { shouldFocus: false })
        }
        setOtherErrors(other)
        setFocusRequest((n) => n + 1)
        notifyError(error.message, 'Error', { autoClose: 5000 })
        return
      }
      reportAdminError(error)
    }
  })

  const saving = form.formState.isSubmitting
  return (
    <form
      ref={formRef}
      className="admin-form experiment-form"
      noValidate
      aria-label={experiment ? `Edit ${experiment.name}` : 'New experiment'}
      onSubmit={(event) => {
        // The server's errors are about the last attempt (some name no input).
        form.clearErrors()
        return void submit(event)
      }}
    >
      {otherErrors.length > 0 ? (
        <div ref={summaryRef} className="alert alert-danger" role="alert" tabIndex={-1}>
          <p className="mb-1">The experiment could not be saved:</p>
          <ul className="mb-0">
            {otherErrors.map(([key, message]) => (
              <li key={key}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <Section title="About">
        <InputField
          form={form}
          name="name"
          label="Experiment name"
          maxLength={120}
          hint="For you and your team: visitors never see it."
          rules={{
            validate: (v: unknown) => String(v).trim() !== '' || 'Name the experiment.',
            maxLength: { value: 120, message: 'At most 120 characters.' },
          }}
        />
        <InputField
          form={form}
          name="hypothesis"
          label="Hypothesis (optional)"
          multiline
          rows={3}
          maxLength={2000}
          hint="What you expect and why: “A shorter button label gets more clicks on phones.”"
          rules={{ maxLength: { value: 2000, message: 'At most 2,000 characters.' } }}
        />
      </Section>

      <Section
        title="What varies"
        lockNote={locks.design ? note : undefined}
        intro="The control is the site as it is; each challenger is a version to try against it. Weights share the experiment’s visitors between the variants."
      >
        <div className="admin-form__field">
          <label htmlFor={`${id}-language`} className="form-label">
            Pages
          </label>
          <select
            id={`${id}-language`}
            className={`form-select experiment-form__target${languageError ? ' is-invalid' : ''}`}
            aria-invalid={languageError ? true : undefined}
            aria-describedby={describedBy(`${id}-language-hint`, languageError && `${id}-language-error`)}
            {...form.register('language')}
          >
            {EXPERIMENT_LANGUAGES.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </select>
          <div id={`${id}-language-hint`} className="form-text">
            It runs on these pages only, and its variants replace that language&rsquo;s setting. Fixed once it starts.
          </div>
          <FieldError id={`${id}-language-error`} message={languageError} />
        </div>
        <div className="admin-form__field">
          <label htmlFor={`${id}-target`} className="form-label">
            Target
          </label>
          <select
            id={`${id}-target`}
            className={`form-select experiment-form__target${targetError ? ' is-invalid' : ''}`}
            aria-invalid={targetError ? true : undefined}
            aria-describedby={describedBy(`${id}-target-hint`, targetError && `${id}-target-error`)}
            {...form.register('target', { onChange: (event) => onTarget(event.target.value as Target) })}
          >
            {TARGETS.map((t) => (
              <option key={t} value={t}>
                {TARGET_LABELS[t]}
              </option>
            ))}
          </select>
          <div id={`${id}-target-hint`} className="form-text">
            {TARGET_HINTS[target] ?? ''}
            {locks.design ? null : ' Changing it starts the variants again from the site’s current setting.'}
          </div>
          <FieldError id={`${id}-target-error`} message={targetError} />
        </div>
        {currentFailed && !experiment ? (
          <p className="alert alert-warning" role="status">
            The site’s current settings could not be read: the control shows the default. Check it before you save.
          </p>
        ) : null}
        <FieldError id={`${id}-variants-error`} message={variantsError} />
        <div className="experiment-variants">
          {variants.fields.map((field, index) => (
            <VariantFieldset
              key={field.id}
              form={form}
              index={index}
              target={target}
              variant={watchedVariants[index]}
              share={variantShares[index] ?? null}
              locked={locks.design}
              onRemove={index === 0 || locks.design || variants.fields.length <= MIN_VARIANTS ? undefined : () => variants.remove(index)}
            />
          ))}
        </div>
        {variants.fields.length < MAX_VARIANTS && !locks.design ? (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => variants.append(newChallenger(target, current, variants.fields.length), { shouldFocus: false })}
          >
            Add a challenger
          </button>
        ) : null}
      </Section>

      <Section title="Who takes part" lockNote={locks.traffic ? note : undefined}>
        <InputField
          form={form}
          name="traffic_percent"
          label="Traffic share"
          type="number"
          inputMode="numeric"
          unit="%"
          className="experiment-form__short"
          hint="The share of all visitors in the experiment. The others see the site’s setting and are not counted."
          rules={
            locks.traffic
              ? undefined
              : {
                  validate: (v: unknown) => (wholeNumber(v) && Number(v) >= 1 && Number(v) <= 100) || 'Give a whole percent from 1 to 100.',
                }
          }
        />
      </Section>

      <Section title="How the result is judged" lockNote={locks.design ? note : undefined}>
        <fieldset
          className="admin-form__field"
          aria-describedby={metricError ? `${id}-metric-error` : undefined}
          aria-invalid={metricError ? true : undefined}
        >
          <legend className="form-label">Primary metric</legend>
          {METRICS.map((metric) => (
            <div key={metric} className="form-check">
              <input
                id={`${id}-metric-${metric}`}
                type="radio"
                value={metric}
                className={`form-check-input${metricError ? ' is-invalid' : ''}`}
                aria-invalid={metricError ? true : undefined}
                {...form.register('primary_metric')}
              />
              <label htmlFor={`${id}-metric-${metric}`} className="form-check-label">
                {METRIC_LABELS[metric]}
              </label>
            </div>
          ))}
          <div className="form-text">
            Qualified leads come from the case evaluation only: the short form’s leads have no tier. The other metric is shown beside it.
          </div>
          <FieldError id={`${id}-metric-error`} message={metricError} />
        </fieldset>
        <InputField
          form={form}
          name="min_effect_percent"
          label="Smallest effect that matters"
          type="number"
          inputMode="decimal"
          unit="%"
          className="experiment-form__short"
          hint="The smallest relative lift worth finding: at 10%, a rate of 3.00% against 3.30%. The smaller it is, the longer the experiment needs."
          rules={
            locks.design
              ? undefined
              : {
                  validate: (v: unknown) =>
                    (decimal(v) && Number(String(v).replace(',', '.')) >= 1 && Number(String(v).replace(',', '.')) <= 1000) ||
                    'Give a percent from 1 to 1000.',
                }
          }
        />
        <div className="admin-form__field experiment-form__short">
          <label htmlFor={`${id}-alpha`} className="form-label">
            Confidence
          </label>
          <select
            id={`${id}-alpha`}
            className={`form-select${alphaError ? ' is-invalid' : ''}`}
            aria-invalid={alphaError ? true : undefined}
            aria-describedby={describedBy(`${id}-alpha-hint`, alphaError && `${id}-alpha-error`)}
            {...form.register('alpha')}
          >
            {alphaChoices(alpha).map((a) => (
              <option key={a} value={a}>
                {formatConfidence(Number(a))} (alpha {a})
              </option>
            ))}
          </select>
          <div id={`${id}-alpha-hint`} className="form-text">
            How sure the results must be before they call a difference real: 95% is usual.
          </div>
          <FieldError id={`${id}-alpha-error`} message={alphaError} />
        </div>
      </Section>

      <div className="admin-form__actions experiment-form__actions">
        <Link to={cancelTo} className="btn btn-secondary">
          Cancel
        </Link>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save experiment'}
        </button>
      </div>
    </form>
  )
}
