import { useState, type ReactNode } from 'react'
import { BrowserRouter } from 'react-router'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { I18nProvider } from '@/i18n/I18nProvider'
import { ToastHost } from '@/lib/notify'
import { createQueryClient } from '@/lib/query-client'
import { ArrivalContext, type Arrival } from './arrival'
import { SessionWatcher } from './layout/SessionWatcher'
import { AppRoutes } from './router'

export interface AppFrameProps {
  queryClient: QueryClient
  /** The router: BrowserRouter in the browser, StaticRouter on the server. */
  router: (children: ReactNode) => ReactNode
  /** How the first page arrived: rendered by the server, or not. */
  arrival?: Arrival
}

const drawnInBrowser: Arrival = { rendered: false, notFoundPath: null }

/** Everything the browser and the server render alike. */
export function AppFrame({ queryClient, router, arrival = drawnInBrowser }: AppFrameProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ArrivalContext.Provider value={arrival}>
        {router(
          <I18nProvider>
            <SessionWatcher />
            <AppRoutes />
          </I18nProvider>,
        )}
      </ArrivalContext.Provider>
      <ToastHost />
    </QueryClientProvider>
  )
}

const browserRouter = (children: ReactNode) => <BrowserRouter>{children}</BrowserRouter>

export interface AppProps {
  /** A client holding the data the server rendered the page from. */
  queryClient?: QueryClient
  arrival?: Arrival
}

export function App({ queryClient, arrival }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return <AppFrame queryClient={client} router={browserRouter} arrival={arrival} />
}
