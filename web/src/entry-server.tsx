/**
 * The server renderer: the Go server runs this bundle in its JavaScript
 * engine (QuickJS) to turn a public page into HTML, with the data it was
 * rendered from and its head. See docs/decisions/017-server-rendering.md.
 */
import { consoleMessages } from './server/environment'
import { renderToString } from 'react-dom/server.browser'
import { StaticRouter } from 'react-router'
import { dehydrate, type DehydratedState, type FetchQueryOptions, type Query } from '@tanstack/react-query'
import { AppFrame } from './app/App'
import { ExposureCollector, ExposureCollectorContext, type Target } from './lib/experiments'
import { headHtml, HeadCollector, HeadCollectorContext } from './lib/head'
import { createQueryClient } from './lib/query-client'
import { LANGUAGES } from './i18n/language'
import { loadMessages } from './i18n/messages'

export interface RenderRequest {
  /** Path and query of the page, as the page should see them. */
  url: string
  /** The page's record does not exist: render the not-found page at url. */
  not_found: boolean
}

export interface RenderResult {
  html: string
  head: string
  state: { queries: DehydratedState; not_found: boolean }
  /** The queries that failed, with their errors: a page with any must not be kept. */
  failures: string[]
  console: string[]
  /**
   * How many times the page was rendered to HTML: one when this VM knew the
   * page's queries from its last render and fetched them first.
   */
  passes: number
  /** The experiments' targets the page showed (its variants, or the settings they vary): the server counts their exposures. */
  experiments: Target[]
}

/**
 * Rendering runs until the page asks for nothing more: each pass may start
 * queries (a list, then something that depends on it) and lazy components;
 * after they settle the page is rendered again. Pages need two passes, the
 * first render of a lazy page three; the limit only stops a runaway page.
 */
const MAX_PASSES = 5

function wanted(query: Query): boolean {
  const { enabled } = query.options as { enabled?: unknown }
  return query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled !== false
}

/** React writes this marker where a Suspense boundary showed its fallback. */
const SUSPENDED = '<!--$!-->'

/**
 * The queries each page ran when it was last rendered in this VM, by URL:
 * a page rendered again (after a content change) fetches them first and is
 * then rendered once, not once to learn them and once with their answers.
 */
const lastQueries = new Map<string, FetchQueryOptions[]>()
/** Pages remembered; past it the oldest is forgotten. */
const MAX_REMEMBERED = 1000

function remember(url: string, queries: FetchQueryOptions[]): void {
  lastQueries.delete(url)
  lastQueries.set(url, queries)
  if (lastQueries.size > MAX_REMEMBERED) lastQueries.delete(lastQueries.keys().next().value as string)
}

async function settle(): Promise<void> {
  // Lazy imports are inlined in this bundle: they resolve after a few microtasks.
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

/** Both catalogues, loaded once per VM (this bundle inlines them). */
const catalogues = Promise.all(LANGUAGES.map(loadMessages))

export async function render(request: RenderRequest): Promise<RenderResult> {
  await catalogues
  consoleMessages.length = 0
  const queryClient = createQueryClient()
  // A failed query is not retried here: retries wait on timers, which never
  // fire on the server. The browser retries when it renders the page itself.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const head = new HeadCollector()
  const exposures = new ExposureCollector()
  const path = request.url.replace(/[?#].*$/, '')
  const page = () => {
    // The page's targets are those of its last pass, the one sent.
    exposures.targets.clear()
    return renderToString(
      <HeadCollectorContext.Provider value={head}>
        <ExposureCollectorContext.Provider value={exposures}>
          <AppFrame
            queryClient={queryClient}
            router={(children) => <StaticRouter location={request.url}>{children}</StaticRouter>}
            arrival={{ rendered: true, notFoundPath: request.not_found ? path : null }}
          />
        </ExposureCollectorContext.Provider>
      </HeadCollectorContext.Provider>,
    )
  }
  const known = lastQueries.get(request.url)
  if (known) await Promise.all(known.map((options) => queryClient.prefetchQuery(options)))
  let html = page()
  let passes = 1
  while (passes < MAX_PASSES) {
    const queries = queryClient.getQueryCache().getAll().filter(wanted)
    if (queries.length === 0 && !html.includes(SUSPENDED)) break
    await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)))
    await settle()
    html = page()
    passes++
  }
  const failures = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error' || wanted(query))
    .map((query) => `${JSON.stringify(query.queryKey)}: ${query.state.error ? String(query.state.error) : 'never fetched'}`)
  if (html.includes(SUSPENDED)) failures.push('a component failed or was still loading')
  if (failures.length === 0) {
    // Only the queries the page fetched: a disabled one (a search box's, no
    // term typed) is in the cache too, and prefetchQuery would fetch it
    // anyway. Its answer reads no content, so the page would never be kept.
    const fetched = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
    remember(
      request.url,
      fetched.map((query) => ({ ...query.options, queryKey: query.queryKey })),
    )
  }
  return {
    html,
    head: headHtml(head.tags),
    state: { queries: dehydrate(queryClient), not_found: request.not_found },
    failures,
    console: [...consoleMessages],
    passes,
    experiments: [...exposures.targets].sort(),
  }
}

/** The Go side's entry points: start a render, then take its result once the job queue is drained. */
let outcome: string | null = null
const scope = globalThis as Record<string, unknown>
scope.claimsiteRender = (requestJSON: string) => {
  outcome = null
  render(JSON.parse(requestJSON) as RenderRequest).then(
    (result) => (outcome = JSON.stringify({ result })),
    (error: unknown) =>
      (outcome = JSON.stringify({ error: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error) })),
  )
}
scope.claimsiteOutcome = () => outcome
