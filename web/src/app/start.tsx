import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { App } from './App'
import { createQueryClient } from '@/lib/query-client'
import { loadPageParts } from '@/i18n/route-parts'

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

/**
 * Hydrates the server's page in #root, or draws the page (the admin area)
 * when the server sent none; first the catalogue parts the page shows
 * (the core is in: main.tsx), so hydration does not wait on them.
 */
export function start(root: HTMLElement) {
  const state = serverState()
  void loadPageParts(window.location.pathname)
    .catch(() => undefined) // the page asks again as it renders
    .then(() => {
      if (state) {
        hydratePage(root, state)
        return
      }
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      )
    })
}
