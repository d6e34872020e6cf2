import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { hydrate, type DehydratedState } from '@tanstack/react-query'
import 'react-toastify/dist/ReactToastify.css'
import './styles/main.scss'
import { App } from './app/App'
import { createQueryClient } from './lib/query-client'
import { recordFirstTouch } from './lib/attribution'

// Where the visitor came from, once per page load: the tab's first page
// is kept (sessionStorage), later ones change nothing. The operator's own
// screens are no visitor's landing page.
if (!window.location.pathname.startsWith('/admin')) recordFirstTouch(window.location, document.referrer)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

/** What the server rendered a public page from (entry-server.tsx). */
interface ServerState {
  queries: DehydratedState
  not_found: boolean
}

function serverState(): ServerState | null {
  const block = document.getElementById('app-state')
  if (!block?.textContent) return null
  try {
    return JSON.parse(block.textContent) as ServerState
  } catch {
    return null
  }
}

/** Hydrates the page the server rendered from state. */
function hydratePage(root: HTMLElement, state: ServerState) {
  // The server sent this data with the page, current as of now: it counts
  // as just fetched, so nothing is asked for again.
  const now = Date.now()
  for (const query of state.queries.queries) query.state.dataUpdatedAt = now
  const queryClient = createQueryClient()
  hydrate(queryClient, state.queries)
  const notFoundPath = state.not_found ? window.location.pathname : null
  // As a transition, hydration yields to the browser between components
  // instead of holding the main thread for the whole page.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} arrival={{ rendered: true, notFoundPath }} />
      </StrictMode>,
    )
  })
}

const state = serverState()
if (state) {
  // Evaluating the bundle (React, the router, the shell) is one task the
  // browser cannot break; hydration starts in the next, so that neither
  // holds the main thread long enough to delay a tap on a slow phone.
  setTimeout(() => hydratePage(root, state), 0)
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
