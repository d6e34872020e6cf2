/**
 * The case evaluation's questions (issue 23): the form's values, which
 * step asks what, the choices offered, and the answers as the API names
 * them (POST /api/case-evaluations/check and /api/case-evaluations).
 */
import type { Language } from '@/i18n/language'
import { US_STATES } from '@/lib/us-states'

export const STEPS = [1, 2, 3, 4, 5, 6] as const
export type Step = (typeof STEPS)[number]
export const STEP_COUNT = STEPS.length

/** The form's values: strings as the fields hold them (yes/no questions are radio groups), turned into the API's types on sending. */
export interface EvaluationValues {
  service_id: string
  accident_month: string
  /** '' when the visitor knows only the month and year. */
  accident_day: string
  accident_year: string
  /** Never a field: where the server's error about the whole date shows. */
  accident_date: string
  state: string
  zip_code: string
  injured: string
  treatment: string
  still_treating: string
  fault: string
  police_report: string
  vehicles: string[]
  represented: string
  settled: string
  first_name: string
  last_name: string
  email: string
  phone: string
  language: string
  description: string
  is_checked: boolean
  website: string
}

export type EvaluationField = keyof EvaluationValues

/** The form's first values: the language the visitor is contacted in is the page's until they choose. */
export function emptyValues(prefill: { service?: string; state?: string } = {}, language: Language = 'en'): EvaluationValues {
  return {
    service_id: prefill.service ?? '',
    accident_month: '',
    accident_day: '',
    accident_year: '',
    accident_date: '',
    state: prefill.state ?? '',
    zip_code: '',
    injured: '',
    treatment: '',
    still_treating: '',
    fault: '',
    police_report: '',
    vehicles: [],
    represented: '',
    settled: '',
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    language,
    description: '',
    is_checked: false,
    website: '',
  }
}

/** The fields of each step, in the order they are shown (a server error goes to its step). */
export const STEP_FIELDS: Record<Step, readonly EvaluationField[]> = {
  1: ['service_id'],
  2: ['accident_month', 'accident_day', 'accident_year', 'accident_date', 'state', 'zip_code'],
  3: ['injured', 'treatment', 'still_treating'],
  4: ['fault', 'police_report', 'vehicles'],
  5: ['represented', 'settled'],
  6: ['first_name', 'last_name', 'email', 'phone', 'language', 'description', 'is_checked'],
}

/** Every field that can show a server error, in the order of the steps. */
export const ERROR_FIELDS: readonly EvaluationField[] = STEPS.flatMap((step) => STEP_FIELDS[step])

/** The step that asks for field. */
export function stepOf(field: string): Step | undefined {
  return STEPS.find((step) => (STEP_FIELDS[step] as readonly string[]).includes(field))
}

/** Prefill from the page's query: ?service=<id> and ?state=XX, when they name one. */
export function prefillOf(search: URLSearchParams): { service?: string; state?: string } {
  const service = search.get('service') ?? ''
  const state = (search.get('state') ?? '').toUpperCase()
  return {
    ...(/^\d{1,9}$/.test(service) ? { service } : {}),
    ...(US_STATES.some((entry) => entry.code === state) ? { state } : {}),
  }
}

/**
 * The answers offered to each question, as the API names them; their
 * words are the catalogue's evaluation.choice.{question}.{value}.
 */
export const YES_NO = ['yes', 'no'] as const
export const TREATMENTS = ['none', 'urgent_care', 'doctor', 'hospital', 'surgery'] as const
export const FAULTS = ['other', 'me', 'shared', 'unsure'] as const
export const POLICE_REPORTS = ['yes', 'no', 'unsure'] as const
export const VEHICLES = ['commercial', 'rideshare', 'government', 'uninsured'] as const
export const CONTACT_LANGUAGES: readonly Language[] = ['en', 'es']

/** How many years back the year list goes. */
export const YEARS_BACK = 20

/** The years offered, this year first. */
export function yearsUntil(today: Date): number[] {
  const year = today.getFullYear()
  return Array.from({ length: YEARS_BACK + 1 }, (_, index) => year - index)
}

/** The states, each once, by their names in a language (name gives each state's name in it). */
export function statesByName(name: (state: { name: string; code: string }) => string): { code: string; name: string }[] {
  return US_STATES.map((state) => ({ code: state.code, name: name(state) })).sort((a, b) => compareNames(a.name, b.name))
}

/**
 * Names in alphabetical order, accents aside ("Míchigan" among the M's).
 * Not localeCompare: the server renders the page in an engine whose
 * localeCompare ignores the locale, and both sides must sort alike.
 */
function compareNames(a: string, b: string): number {
  const plain = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
  const x = plain(a)
  const y = plain(b)
  return x < y ? -1 : x > y ? 1 : 0
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 'YYYY-MM-DD', or 'YYYY-MM' when the visitor knows only the month; '' until month and year are chosen. */
export function accidentDate(values: Pick<EvaluationValues, 'accident_year' | 'accident_month' | 'accident_day'>): string {
  const { accident_year: year, accident_month: month, accident_day: day } = values
  if (!year || !month) return ''
  const yearMonth = `${year}-${pad(Number(month))}`
  return day ? `${yearMonth}-${pad(Number(day))}` : yearMonth
}

/** What is wrong with a date: its message is the catalogue's evaluation.error.{problem}. */
export type DateProblem = 'noSuchDay' | 'future'

/**
 * Whether the date the three fields give exists and is not after today
 * (the browser's day; the server decides with its own). True until the
 * month and year are chosen: those have their own messages.
 */
export function checkAccidentDate(
  values: Pick<EvaluationValues, 'accident_year' | 'accident_month' | 'accident_day'>,
  today: Date,
): true | DateProblem {
  const year = Number(values.accident_year)
  const month = Number(values.accident_month)
  const day = Number(values.accident_day || '1')
  if (!year || !month) return true
  const date = new Date(year, month - 1, day)
  if (date.getMonth() !== month - 1) return 'noSuchDay'
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate())
  return date > startOfToday ? 'future' : true
}

/** The answers as the API names and types them. */
export interface Answers {
  service_id?: number
  accident_date?: string
  state?: string
  zip_code?: string
  injured?: boolean
  treatment?: string
  still_treating?: boolean
  fault?: string
  police_report?: string
  vehicles?: string[]
  represented?: boolean
  settled?: boolean
}

const yes = (value: string): boolean | undefined => (value === '' ? undefined : value === 'yes')

/** Every answer of steps 1 to last (the contact step's details apart), as the API takes them; unanswered ones are left out. */
export function answersUpTo(values: EvaluationValues, last: Step): Answers {
  const answers: Answers = {}
  const set = <K extends keyof Answers>(key: K, value: Answers[K] | undefined) => {
    if (value !== undefined && value !== '') answers[key] = value
  }
  if (last >= 1) set('service_id', values.service_id ? Number(values.service_id) : undefined)
  if (last >= 2) {
    set('accident_date', accidentDate(values))
    set('state', values.state)
    set('zip_code', values.zip_code.trim())
  }
  if (last >= 3) {
    set('injured', yes(values.injured))
    set('treatment', values.treatment)
    set('still_treating', yes(values.still_treating))
  }
  if (last >= 4) {
    set('fault', values.fault)
    set('police_report', values.police_report)
    answers.vehicles = [...values.vehicles]
  }
  if (last >= 5) {
    set('represented', yes(values.represented))
    set('settled', yes(values.settled))
  }
  return answers
}
