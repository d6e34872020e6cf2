import { useId } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { FieldError } from '@/components/admin'
import { variantTitle, type ExperimentFormValues, type VariantFields } from '../form'
import { ENTRY_FORMS, ENTRY_FORM_HINTS, ENTRY_FORM_LABELS, POPUP_LIMITS, TEXT_LIMITS, isTextTarget, type Target } from '../types'
import { describedBy, errorOf, InputField } from './FormBits'

type Form = UseFormReturn<ExperimentFormValues>

const TEXT_LABELS: Record<'hero_headline' | 'hero_subline' | 'cta_label', string> = {
  hero_headline: 'Headline',
  hero_subline: 'Sub-line',
  cta_label: 'Button label',
}

const wholeNumber = (text: unknown) => /^\d+$/.test(String(text).trim())

/** The pop-up's three settings for one variant: on or off, the delay, the headline. */
function PopupEditor({ form, index, locked }: { form: Form; index: number; locked: boolean }) {
  const id = useId()
  const groupError = errorOf(form, `variants.${index}.value`)
  const enabledError = errorOf(form, `variants.${index}.popup_enabled`)
  return (
    <fieldset className="experiment-value experiment-value--popup" aria-describedby={groupError ? `${id}-error` : undefined}>
      <legend className="form-label">Pop-up</legend>
      <FieldError id={`${id}-error`} message={groupError} />
      <div className="form-check form-switch admin-form__field">
        <input
          id={`${id}-enabled`}
          type="checkbox"
          role="switch"
          className={`form-check-input${enabledError || groupError ? ' is-invalid' : ''}`}
          aria-invalid={enabledError || groupError ? true : undefined}
          aria-describedby={describedBy(`${id}-enabled-hint`, enabledError && `${id}-enabled-error`)}
          {...form.register(`variants.${index}.popup_enabled`)}
        />
        <label htmlFor={`${id}-enabled`} className="form-check-label">
          Opens by itself
        </label>
        <div id={`${id}-enabled-hint`} className="form-text">
          Off: the pop-up never opens on its own.
        </div>
        <FieldError id={`${id}-enabled-error`} message={enabledError} />
      </div>
      <div className="experiment-value__row">
        <InputField
          form={form}
          name={`variants.${index}.popup_delay`}
          label="Delay"
          type="number"
          inputMode="numeric"
          unit="seconds"
          className="experiment-form__short"
          rules={
            locked
              ? undefined
              : {
                  validate: (v: unknown) =>
                    (wholeNumber(v) && Number(v) <= POPUP_LIMITS.delayMax) ||
                    `Give a whole number of seconds from 0 to ${POPUP_LIMITS.delayMax}.`,
                }
          }
        />
        <InputField
          form={form}
          name={`variants.${index}.popup_headline`}
          label="Pop-up headline"
          maxLength={POPUP_LIMITS.headline}
          className="experiment-grow"
          rules={
            locked
              ? undefined
              : {
                  validate: (v: unknown) => String(v).trim() !== '' || 'Write the pop-up’s headline.',
                  maxLength: { value: POPUP_LIMITS.headline, message: `At most ${POPUP_LIMITS.headline} characters.` },
                }
          }
        />
      </div>
    </fieldset>
  )
}

/** Which form the consultation buttons open for one variant. */
function EntryFormEditor({ form, index, locked }: { form: Form; index: number; locked: boolean }) {
  const id = useId()
  const error = errorOf(form, `variants.${index}.entry_form`)
  return (
    <fieldset
      className="experiment-value"
      aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form-label">The consultation buttons open</legend>
      <p id={`${id}-hint`} className="form-text mt-0">
        The Free Consultation and Contact Us buttons.
      </p>
      {ENTRY_FORMS.map((choice) => (
        <div key={choice} className="form-check">
          <input
            id={`${id}-${choice}`}
            type="radio"
            value={choice}
            className={`form-check-input${error ? ' is-invalid' : ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-${choice}-hint`}
            {...form.register(`variants.${index}.entry_form`, {
              validate: locked ? undefined : (v: unknown) => v !== '' || 'Choose what the buttons open.',
            })}
          />
          <label htmlFor={`${id}-${choice}`} className="form-check-label">
            {ENTRY_FORM_LABELS[choice]}
          </label>
          <div id={`${id}-${choice}-hint`} className="form-text mt-0">
            {ENTRY_FORM_HINTS[choice]}
          </div>
        </div>
      ))}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}

/** The value editor of a variant: a text for the three texts, the pop-up's group, or the entry form's choice. */
function ValueEditor({
  form,
  index,
  target,
  variant,
  locked,
}: {
  form: Form
  index: number
  target: Target
  variant: VariantFields | undefined
  locked: boolean
}) {
  if (target === 'popup') return <PopupEditor form={form} index={index} locked={locked} />
  if (target === 'entry_form') return <EntryFormEditor form={form} index={index} locked={locked} />
  if (!isTextTarget(target)) return null
  const limit = TEXT_LIMITS[target]
  return (
    <InputField
      form={form}
      name={`variants.${index}.text`}
      label={TEXT_LABELS[target]}
      multiline={target === 'hero_subline'}
      rows={3}
      maxLength={limit}
      counter={variant?.text.length ?? 0}
      hint={`1 to ${limit} characters.`}
      rules={
        locked
          ? undefined
          : {
              validate: (v: unknown) => String(v).trim() !== '' || 'Write this variant’s text.',
              maxLength: { value: limit, message: `At most ${limit} characters.` },
            }
      }
    />
  )
}

/**
 * One variant of the editor, a fieldset named "Control" or "Challenger B"…:
 * its name, its weight (with the share of the experiment's visitors it
 * gives) and its value; a challenger can be removed.
 */
export function VariantFieldset({
  form,
  index,
  target,
  variant,
  share,
  locked,
  onRemove,
}: {
  form: Form
  index: number
  target: Target
  variant: VariantFields | undefined
  /** This variant's share of the experiment's visitors (whole percent), null while a weight is not a number. */
  share: number | null
  locked: boolean
  onRemove?: () => void
}) {
  const title = variantTitle(index)
  return (
    <fieldset className="experiment-variant" data-testid={`variant-${index}`}>
      <legend className="experiment-variant__legend">
        {title}
        {index === 0 ? <span className="experiment-variant__tag"> (the site as it is)</span> : null}
      </legend>
      <div className="experiment-variant__row">
        <InputField
          form={form}
          name={`variants.${index}.name`}
          label="Variant name"
          maxLength={60}
          className="experiment-grow"
          rules={
            locked
              ? undefined
              : {
                  validate: (v: unknown) => String(v).trim() !== '' || 'Name this variant.',
                  maxLength: { value: 60, message: 'At most 60 characters.' },
                }
          }
        />
        <InputField
          form={form}
          name={`variants.${index}.weight`}
          label="Weight"
          type="number"
          inputMode="numeric"
          className="experiment-form__short"
          hint={share === null ? 'From 1 to 100.' : `${share}% of the experiment’s visitors.`}
          rules={
            locked
              ? undefined
              : {
                  validate: (v: unknown) => (wholeNumber(v) && Number(v) >= 1 && Number(v) <= 100) || 'Give a whole number from 1 to 100.',
                }
          }
        />
      </div>
      <ValueEditor form={form} index={index} target={target} variant={variant} locked={locked} />
      {onRemove ? (
        <button type="button" className="btn btn-sm btn-outline-danger experiment-variant__remove" onClick={onRemove}>
          Remove <span className="visually-hidden">{title}</span>
        </button>
      ) : null}
    </fieldset>
  )
}
