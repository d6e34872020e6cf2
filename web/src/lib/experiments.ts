/**
 * Experiments, the visitor's side (issue 24): the variant the server
 * assigned this visitor for each thing an experiment varies (a target),
 * and the report of which targets the visitor was shown. No cookie and no
 * storage: the server knows the visitor by their visitor-day.
 *
 * The server counts the exposures of the pages it renders (entry-server.tsx
 * returns the targets each render showed); pages the browser renders itself
 * (after a navigation inside the app, or the app's shell) report theirs with
 * GET /api/experiments/assignments?exposed=…, once per target and tab.
 */
import { createContext, useContext, useEffect } from 'react'
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { api, type DataEnvelope } from './api-client'
import type { EntryForm, SiteSettings } from './site'
import { useViewKey } from './visits'
import { inLanguage } from '@/i18n/content'
import { languageOf, type Language } from '@/i18n/language'
import { useLanguage } from '@/i18n/use-language'

/** What each target's variant holds: the value of the setting(s) it varies. */
export interface TargetValues {
  hero_headline: string
  hero_subline: string
  cta_label: string
  popup: SiteSettings['popup']
  entry_form: EntryForm
}

export type Target = keyof TargetValues

export interface Assignment {
  experiment_id: number
  target: Target
  variant: string
  value: unknown
}

export interface Assignments {
  assignments: Assignment[]
}

/**
 * The visitor's assignments to the experiments of lang's pages (an
 * experiment runs on the pages of one language); with exposed, the server
 * also counts those targets as shown to them.
 */
async function getAssignments(lang: Language, exposed: Target[] = []): Promise<Assignments> {
  const query = exposed.length ? `?exposed=${exposed.join(',')}` : ''
  const response = await api.get<DataEnvelope<Assignments>>(inLanguage(`/experiments/assignments${query}`, lang))
  return response.data
}

/** The assignments on lang's pages. English keeps the key ['experiments', 'assignments'], every language's prefix. */
export const experimentsQueryOptionsIn = (lang: Language) =>
  queryOptions({
    queryKey: lang === 'en' ? ['experiments', 'assignments'] : ['experiments', 'assignments', lang],
    queryFn: () => getAssignments(lang),
    staleTime: Infinity,
  })

export const experimentsQueryOptions = experimentsQueryOptionsIn('en')

/**
 * Where a server render collects the targets its page showed, as the head's
 * HeadCollector does the head. The browser has none.
 */
export class ExposureCollector {
  targets = new Set<Target>()
}

export const ExposureCollectorContext = createContext<ExposureCollector | null>(null)

// The tab's report (the browser's only).
const reported = new Set<Target>()
let noted: { target: Target; view: string }[] = []
/** The tab's first view, and whether the server rendered it (its exposures are the server's). */
let arrival: { view: string | null; rendered: boolean | null } = { view: null, rendered: null }
let queryClient: QueryClient | null = null
let timer: ReturnType<typeof setTimeout> | undefined

function note(target: Target, view: string): void {
  arrival.view ??= view
  if (reported.has(target)) return
  noted.push({ target, view })
  schedule()
}

/** Reports what was noted after the effects of the commit ran (one request for a page), once the arrival is known. */
function schedule(): void {
  if (arrival.rendered !== null && timer === undefined) timer = setTimeout(report, 0)
}

function report(): void {
  timer = undefined
  const exposed: Target[] = []
  for (const { target, view } of noted) {
    if (reported.has(target)) continue
    reported.add(target)
    if (!(arrival.rendered && view === arrival.view)) exposed.push(target)
  }
  noted = []
  if (exposed.length === 0) return
  // A tab's views are of one language: the other's pages load as documents.
  const lang = languageOf(window.location.pathname)
  getAssignments(lang, exposed).then(
    (answer) => queryClient?.setQueryData(experimentsQueryOptionsIn(lang).queryKey, answer),
    // Not counted: the next view reports them again.
    () => exposed.forEach((target) => reported.delete(target)),
  )
}

/**
 * The visitor's variant of target, or undefined where they are in no
 * experiment of it (the caller shows the setting). shown: the page shows
 * it (false where the value is read but not shown, so not an exposure).
 */
export function useVariant<T extends Target>(target: T, shown = true): TargetValues[T] | undefined {
  const collector = useContext(ExposureCollectorContext)
  const view = useViewKey()
  const { data } = useQuery(experimentsQueryOptionsIn(useLanguage()))
  if (shown) collector?.targets.add(target)
  useEffect(() => {
    if (shown) note(target, view)
  }, [target, shown, view])
  return data?.assignments.find((assignment) => assignment.target === target)?.value as TargetValues[T] | undefined
}

/**
 * Sends, for each view the browser rendered itself, the targets it showed
 * that this tab has not reported yet: one request after the page's effects.
 * The targets of a server-rendered arrival count as reported (the server
 * counted them). Called where each view's page renders, with how the app
 * arrived.
 */
export function useExposureReport(serverRendered: boolean): void {
  const view = useViewKey()
  const client = useQueryClient()
  useEffect(() => {
    queryClient = client
    arrival.view ??= view
    arrival.rendered ??= serverRendered
    schedule()
  }, [client, view, serverRendered])
}

/** Forgets what the tab reported (tests). */
export function resetExposuresForTests(): void {
  reported.clear()
  noted = []
  arrival = { view: null, rendered: null }
  queryClient = null
  clearTimeout(timer)
  timer = undefined
}
