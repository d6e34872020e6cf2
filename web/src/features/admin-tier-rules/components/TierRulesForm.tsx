import { useId, useMemo } from 'react'
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { applyServerErrors, FieldError, reportAdminError } from '@/components/admin'
import { ApiError } from '@/lib/api-client'
import { SUB_SCORE_HINTS, SUB_SCORE_LABELS } from '@/lib/admin/tiers'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useUpdateTierRules } from '../api/update-tier-rules'
import { THRESHOLD_FIELDS, WEIGHT_FIELDS, type ThresholdField, type TierRules, type TierRulesInput, type WeightField } from '../types'

/** The form's values: each number as typed (an input may be empty while it is edited). */
export type TierRulesValues = Record<WeightField | ThresholdField, string>

export function toValues(rules: TierRulesInput): TierRulesValues {
  return {
    liability: String(rules.liability),
    injury: String(rules.injury),
    timing: String(rules.timing),
    contact: String(rules.contact),
    min_a: String(rules.min_a),
    min_b: String(rules.min_b),
    min_c: String(rules.min_c),
  }
}

/** A whole number as typed, or null when it is not one. */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim()
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : null
}

export function toInput(values: TierRulesValues): TierRulesInput {
  const n = (text: string) => wholeNumber(text) ?? 0
  return {
    liability: n(values.liability),
    injury: n(values.injury),
    timing: n(values.timing),
    contact: n(values.contact),
    min_a: n(values.min_a),
    min_b: n(values.min_b),
    min_c: n(values.min_c),
  }
}

/** The weights' total as typed so far; what is not a number counts 0. */
export function weightSum(values: Partial<TierRulesValues>): number {
  return WEIGHT_FIELDS.reduce((sum, field) => sum + (wholeNumber(values[field] ?? '') ?? 0), 0)
}

const SUM_ERROR = 'root.sum' as const

/** The server's message of a sum that is not 100 (it is keyed to liability). */
const SUM_MESSAGE = /add up to/i

const weightRule = {
  validate: (v: unknown) => {
    const n = wholeNumber(String(v))
    return (n !== null && n <= 100) || 'Give a whole number from 0 to 100.'
  },
}

const THRESHOLD_LABELS: Record<ThresholdField, string> = {
  min_a: 'Tier A from',
  min_b: 'Tier B from',
  min_c: 'Tier C from',
}

/** Each threshold's rule: from 1, A up to 100, each below the tier above it (the server's rules). */
function thresholdRule(field: ThresholdField) {
  return {
    validate: (v: unknown, all: TierRulesValues) => {
      const n = wholeNumber(String(v))
      if (n === null || n < 1 || n > 100) return 'Give a whole number from 1 to 100.'
      if (field === 'min_b') {
        const a = wholeNumber(all.min_a)
        if (a !== null && n >= a) return 'Tier B must start below tier A.'
      }
      if (field === 'min_c') {
        const b = wholeNumber(all.min_b)
        if (b !== null && n >= b) return 'Tier C must start below tier B.'
      }
      return true
    },
  }
}

function NumberInput({
  form,
  name,
  label,
  hint,
  suffix,
  rules,
}: {
  form: UseFormReturn<TierRulesValues>
  name: WeightField | ThresholdField
  label: string
  hint: string
  suffix: string
  rules: object
}) {
  const id = useId()
  const error = form.getFieldState(name, form.formState).error?.message
  return (
    <div className="tier-rules__field">
      <label htmlFor={id} className="form-label tier-rules__label">
        {label}
      </label>
      <div className="input-group tier-rules__input">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          className={`form-control${error ? ' is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          {...form.register(name, rules)}
        />
        <span className="input-group-text">{suffix}</span>
      </div>
      <div id={`${id}-hint`} className="form-text tier-rules__hint">
        {hint}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

/** The running total of the weights: 100 is ready to save; anything else says how far off it is. */
function WeightTotal({ sum, error, id }: { sum: number; error?: string; id: string }) {
  const ok = sum === 100
  const off = sum < 100 ? `${100 - sum} short of 100` : `${sum - 100} over 100`
  return (
    <div className={`tier-rules__total${ok ? ' tier-rules__total--ok' : ' tier-rules__total--off'}`}>
      <div className="tier-rules__total-bar" aria-hidden="true">
        <span style={{ width: `${Math.min(sum, 100)}%` }} />
      </div>
      <p className="tier-rules__total-text" id={id} aria-live="polite" data-testid="weight-total">
        <strong>Total: {sum}%</strong> {ok ? '✓ adds up to 100' : `(${off})`}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

/** The score scale 0–100 cut where tiers A, B and C start, for the eye (the numbers are in the fields). */
function TierScale({ values }: { values: TierRulesValues }) {
  const a = wholeNumber(values.min_a)
  const b = wholeNumber(values.min_b)
  const c = wholeNumber(values.min_c)
  if (a === null || b === null || c === null || !(0 < c && c < b && b < a && a <= 100)) return null
  const bands = [
    { tier: 'D', from: 0, to: c },
    { tier: 'C', from: c, to: b },
    { tier: 'B', from: b, to: a },
    { tier: 'A', from: a, to: 100 },
  ]
  return (
    <div className="tier-scale" aria-hidden="true" data-testid="tier-scale">
      {bands.map((band) => (
        <span
          key={band.tier}
          className={`tier-scale__band tier-badge tier-badge--${band.tier}`}
          style={{ flexGrow: Math.max(band.to - band.from, 0.5) }}
        >
          {band.tier}
          <small>
            {band.from}–{band.tier === 'A' ? 100 : band.to - 1}
          </small>
        </span>
      ))}
    </div>
  )
}

/**
 * The tier rules' form: the four weights (percent, adding up to 100, the
 * total shown as they are typed) and where tiers A, B and C start. Saving
 * makes a new version; leads rated before keep theirs.
 */
export function TierRulesForm({ current }: { current: TierRules }) {
  const id = useId()
  const update = useUpdateTierRules()
  const values = useMemo(() => toValues(current), [current])
  const form = useForm<TierRulesValues>({ values, resetOptions: { keepDirtyValues: true } })
  const watched = useWatch({ control: form.control }) as TierRulesValues
  const sum = weightSum(watched)
  const sumError = form.formState.errors.root?.sum?.message

  const onSubmit = form.handleSubmit(async (v) => {
    if (weightSum(v) !== 100) {
      form.setError(SUM_ERROR, { type: 'sum', message: `The weights must add up to 100 (they add up to ${weightSum(v)}).` })
      form.setFocus('liability')
      return
    }
    try {
      const answer = await update.mutateAsync(toInput(v))
      form.reset(toValues(answer.data.current), { keepDirtyValues: false })
      notifySuccess(answer.message)
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const { liability, ...rest } = error.fieldErrors
        if (liability && SUM_MESSAGE.test(liability)) {
          form.setError(SUM_ERROR, { type: 'server', message: liability })
          applyServerErrors(form, rest)
          if (Object.keys(rest).length === 0) form.setFocus('liability')
        } else {
          applyServerErrors(form, error.fieldErrors)
        }
        notifyError(error.message)
        return
      }
      reportAdminError(error)
    }
  })

  return (
    <form
      className="tier-rules"
      noValidate
      aria-label="Tier rules"
      onSubmit={(event) => {
        form.clearErrors()
        return void onSubmit(event)
      }}
    >
      <fieldset className="card mb-4" aria-describedby={`${id}-weights-intro`}>
        <div className="card-body">
          <legend className="h5 card-title">How much each part counts</legend>
          <p id={`${id}-weights-intro`} className="text-body-secondary small">
            Each case-evaluation lead gets four sub-scores from 0 to 100. Its score is their weighted average, with these weights in
            percent: they must add up to 100.
          </p>
          <div className="tier-rules__grid">
            {WEIGHT_FIELDS.map((field) => (
              <NumberInput
                key={field}
                form={form}
                name={field}
                label={SUB_SCORE_LABELS[field]}
                hint={SUB_SCORE_HINTS[field]}
                suffix="%"
                rules={weightRule}
              />
            ))}
          </div>
          <WeightTotal sum={sum} error={sumError} id={`${id}-total`} />
        </div>
      </fieldset>

      <fieldset className="card mb-4" aria-describedby={`${id}-tiers-intro`}>
        <div className="card-body">
          <legend className="h5 card-title">Where each tier starts</legend>
          <p id={`${id}-tiers-intro`} className="text-body-secondary small">
            The least score (out of 100) of tiers A, B and C, each below the one before; a lower score is tier D. A lead whose filing
            deadline has passed, or who was not injured, is never rated above C, whatever its score.
          </p>
          <div className="tier-rules__grid tier-rules__grid--three">
            {THRESHOLD_FIELDS.map((field) => (
              <NumberInput
                key={field}
                form={form}
                name={field}
                label={THRESHOLD_LABELS[field]}
                hint={field === 'min_c' ? 'Below it: tier D.' : 'A score of at least this.'}
                suffix="/ 100"
                rules={thresholdRule(field)}
              />
            ))}
          </div>
          <TierScale values={watched} />
        </div>
      </fieldset>

      <div className="alert alert-info tier-rules__note" role="note">
        Saving makes a new version of the rules, used for the leads that arrive from then on. Leads already rated keep their tier and the
        version they were rated with: nothing is rated again. The short forms&rsquo; leads are never rated (their tier is
        &ldquo;Unrated&rdquo;).
      </div>

      <div className="d-flex align-items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : `Save as version ${current.version + 1}`}
        </button>
        {form.formState.isDirty && !update.isPending ? <span className="text-body-secondary">Unsaved changes</span> : null}
      </div>
    </form>
  )
}
