import { useState, type ReactNode } from 'react'
import { BrowserRouter } from 'react-router'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { ToastHost } from '@/lib/notify'
import { createQueryClient } from '@/lib/query-client'
import { NotFoundPathContext } from './not-found'
import { SessionWatcher } from './layout/SessionWatcher'
import { AppRoutes } from './router'

export interface AppFrameProps {
  queryClient: QueryClient
  /** The router: BrowserRouter in the browser, StaticRouter on the server. */
  router: (children: ReactNode) => ReactNode
  /** A path the server answered 404 for (its record is gone): it shows the not-found page. */
  notFoundPath?: string | null
}

/** Everything the browser and the server render alike. */
export function AppFrame({ queryClient, router, notFoundPath = null }: AppFrameProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <NotFoundPathContext.Provider value={notFoundPath}>
        {router(
          <>
            <SessionWatcher />
            <AppRoutes />
          </>,
        )}
      </NotFoundPathContext.Provider>
      <ToastHost />
    </QueryClientProvider>
  )
}

const browserRouter = (children: ReactNode) => <BrowserRouter>{children}</BrowserRouter>

export interface AppProps {
  /** A client holding the data the server rendered the page from. */
  queryClient?: QueryClient
  notFoundPath?: string | null
}

export function App({ queryClient, notFoundPath = null }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return <AppFrame queryClient={client} router={browserRouter} notFoundPath={notFoundPath} />
}
