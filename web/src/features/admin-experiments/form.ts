/**
 * The experiment editor's values and how they become the API's body, and
 * the server's 422 field names become the editor's.
 */
import { isPopupValue } from './format'
import type { CurrentValues } from './use-current-values'
import {
  ALPHAS,
  ENTRY_FORMS,
  isTextTarget,
  type EntryForm,
  type Experiment,
  type ExperimentInput,
  type ExperimentStatus,
  type Metric,
  type Target,
  type Variant,
  type VariantValue,
} from './types'

/** Keys by position: the first variant is the control. */
export const VARIANT_KEYS = ['a', 'b', 'c', 'd'] as const
export const MIN_VARIANTS = 2
export const MAX_VARIANTS = 4

/** One variant as the editor holds it: each number as typed, and a field for every kind of value (the target picks which counts). */
export interface VariantFields {
  name: string
  weight: string
  /** The text of hero_headline, hero_subline and cta_label. */
  text: string
  popup_enabled: boolean
  popup_delay: string
  popup_headline: string
  /** '' until chosen. */
  entry_form: EntryForm | ''
}

export interface ExperimentFormValues {
  name: string
  hypothesis: string
  target: Target
  traffic_percent: string
  variants: VariantFields[]
  primary_metric: Metric
  /** The smallest effect that matters, in percent as typed (stored as a fraction: 10 → 0.1). */
  min_effect_percent: string
  /** One of ALPHAS, as the select's value ("0.05"). */
  alpha: string
  /** The pages it runs on: the English site, or the Spanish one under /es. Chosen when made, fixed once started. */
  language: ExperimentLanguage
}

export type ExperimentLanguage = 'en' | 'es'

export const EXPERIMENT_LANGUAGES: ReadonlyArray<{ value: ExperimentLanguage; label: string }> = [
  { value: 'en', label: 'English pages' },
  { value: 'es', label: 'Spanish pages (under /es)' },
]

/** What each variant is called on screen by position: "Control", "Challenger B"… */
export function variantTitle(index: number): string {
  return index === 0 ? 'Control' : `Challenger ${VARIANT_KEYS[index].toUpperCase()}`
}

export const DEFAULT_WEIGHT = '50'

function emptyFields(index: number): VariantFields {
  return {
    name: variantTitle(index),
    weight: DEFAULT_WEIGHT,
    text: '',
    popup_enabled: true,
    popup_delay: '',
    popup_headline: '',
    entry_form: '',
  }
}

/** A variant's value in the fields its target uses (the others keep their defaults). */
export function valueFields(target: Target, value: VariantValue | null | undefined): Partial<VariantFields> {
  if (target === 'popup') {
    if (!isPopupValue(value)) return {}
    return { popup_enabled: value.enabled, popup_delay: String(value.delay_seconds), popup_headline: value.headline }
  }
  if (target === 'entry_form') {
    return { entry_form: (ENTRY_FORMS as ReadonlyArray<string>).includes(String(value)) ? (value as EntryForm) : '' }
  }
  return { text: typeof value === 'string' ? value : '' }
}

/** An empty challenger at position `index` (a pop-up challenger takes the site's delay and no headline). */
export function newChallenger(target: Target, current: CurrentValues, index: number): VariantFields {
  const fresh = emptyFields(index)
  return target === 'popup' ? { ...fresh, popup_delay: String(current.popup.delay_seconds) } : fresh
}

/**
 * The variants for a target: the control shows the site's current value,
 * the challengers start empty. Names and weights stay as they were.
 */
export function variantsFor(target: Target, current: CurrentValues, previous: ReadonlyArray<VariantFields>): VariantFields[] {
  return previous.map((old, index) => {
    const fresh = index === 0 ? { ...emptyFields(0), ...valueFields(target, current[target]) } : newChallenger(target, current, index)
    return { ...fresh, name: old.name, weight: old.weight }
  })
}

/** A new experiment's form: the home headline, the control at the site's value, one empty challenger, 10% at 95%. */
export function newExperimentValues(current: CurrentValues): ExperimentFormValues {
  const target: Target = 'hero_headline'
  return {
    name: '',
    hypothesis: '',
    target,
    traffic_percent: '100',
    variants: variantsFor(target, current, [emptyFields(0), emptyFields(1)]),
    primary_metric: 'leads',
    min_effect_percent: '10',
    alpha: '0.05',
    language: 'en',
  }
}

/** A number as the editor shows it, without float noise: 0.1 * 100 → "10". */
function plain(n: number): string {
  return String(Number(n.toFixed(6)))
}

export function toFormValues(e: Experiment): ExperimentFormValues {
  return {
    name: e.name,
    hypothesis: e.hypothesis ?? '',
    target: e.target,
    traffic_percent: String(e.traffic_percent),
    variants: e.variants.map((v, index) => ({
      ...emptyFields(index),
      name: v.name,
      weight: String(v.weight),
      ...valueFields(e.target, v.value),
    })),
    primary_metric: e.primary_metric,
    min_effect_percent: plain(e.min_effect * 100),
    alpha: plain(e.alpha),
    language: e.language === 'es' ? 'es' : 'en',
  }
}

/** The alphas the select offers: the three usual ones and the experiment's own if it is another. */
export function alphaChoices(current: string): string[] {
  const usual = ALPHAS.map((a) => String(a))
  return usual.includes(current) || current === '' ? usual : [...usual, current].sort((a, b) => Number(a) - Number(b))
}

function variantValue(target: Target, v: VariantFields): VariantValue {
  if (target === 'popup') {
    return { enabled: v.popup_enabled, delay_seconds: Number(v.popup_delay), headline: v.popup_headline.trim() }
  }
  if (target === 'entry_form') return v.entry_form
  return v.text.trim()
}

/** A percent as typed to a fraction: "10" → 0.1, "2.5" → 0.025. */
export function percentToFraction(text: string): number {
  return Number((Number(text.trim().replace(',', '.')) / 100).toFixed(6))
}

/** What the status still lets the operator change (the server refuses the rest with a 422). */
export interface Locks {
  /** target, variants, primary_metric, min_effect, alpha: fixed once started. */
  design: boolean
  /** traffic_percent: editable while running, fixed once stopped. */
  traffic: boolean
}

export function locksFor(status: ExperimentStatus | undefined): Locks {
  if (status === undefined || status === 'draft') return { design: false, traffic: false }
  return { design: true, traffic: status !== 'running' }
}

/**
 * The body of POST or PUT. A locked field is sent as the experiment has it
 * (the form cannot change it): the server takes a PUT of the whole
 * experiment and refuses only a change to a locked field.
 */
export function toInput(values: ExperimentFormValues, existing?: Experiment): ExperimentInput {
  const locks = locksFor(existing?.status)
  const variants: Variant[] = values.variants.map((v, index) => ({
    key: VARIANT_KEYS[index],
    name: v.name.trim(),
    weight: Number(v.weight),
    value: variantValue(values.target, v),
  }))
  const design = existing && locks.design
  return {
    name: values.name.trim(),
    hypothesis: values.hypothesis.trim(),
    target: design ? existing.target : values.target,
    traffic_percent: existing && locks.traffic ? existing.traffic_percent : Number(values.traffic_percent),
    variants: design ? existing.variants : variants,
    primary_metric: design ? existing.primary_metric : values.primary_metric,
    min_effect: design ? existing.min_effect : percentToFraction(values.min_effect_percent),
    alpha: design ? existing.alpha : Number(values.alpha),
    language: design ? existing.language : values.language,
  }
}

/** The editor's own fields, which the server's error keys name alike. */
const SAME_NAME = new Set(['name', 'hypothesis', 'target', 'traffic_percent', 'primary_metric', 'alpha', 'language'])

const POPUP_PARTS: Record<string, keyof VariantFields> = {
  enabled: 'popup_enabled',
  delay_seconds: 'popup_delay',
  headline: 'popup_headline',
}

/** Where the editor shows an error about the variants as a whole (how many there are). */
export const VARIANTS_ERROR = 'root.variants'

/**
 * The editor's field for a server error key (`variants.1.value`,
 * `min_effect`…), or null for a key no input edits (shown in the form's
 * list of problems). A variant's value goes to the input of its target;
 * an error about a pop-up's value as a whole to the pop-up group.
 */
export function formFieldFor(key: string, target: Target): string | null {
  if (SAME_NAME.has(key)) return key
  if (key === 'min_effect') return 'min_effect_percent'
  if (key === 'variants') return VARIANTS_ERROR
  const match = /^variants\.(\d+)\.(name|weight|value)(?:\.(\w+))?$/.exec(key)
  if (!match) return null
  const [, index, field, part] = match
  if (Number(index) >= MAX_VARIANTS) return null
  if (field !== 'value') return `variants.${index}.${field}`
  if (target === 'popup') return `variants.${index}.${part && POPUP_PARTS[part] ? POPUP_PARTS[part] : 'value'}`
  if (target === 'entry_form') return `variants.${index}.entry_form`
  return isTextTarget(target) ? `variants.${index}.text` : null
}

/** The server's 422 errors split into those the editor shows under a field and the rest. */
export function mapServerErrors(
  fieldErrors: Record<string, string>,
  target: Target,
): { fields: Array<[string, string]>; other: Array<[string, string]> } {
  const fields: Array<[string, string]> = []
  const other: Array<[string, string]> = []
  for (const [key, message] of Object.entries(fieldErrors)) {
    const field = formFieldFor(key, target)
    if (field) fields.push([field, message])
    else other.push([key, message])
  }
  return { fields, other }
}

/** Each variant's share of the experiment's visitors, in whole percents, from the weights as typed (null where a weight is not a number yet). */
export function shares(weights: ReadonlyArray<string>): Array<number | null> {
  const numbers = weights.map((w) => (/^\d+$/.test(w.trim()) ? Number(w) : null))
  const total = numbers.reduce<number>((sum, n) => sum + (n ?? 0), 0)
  return numbers.map((n) => (n === null || total === 0 ? null : Math.round((n / total) * 100)))
}
