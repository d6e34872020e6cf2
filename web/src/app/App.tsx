import { useState } from 'react'
import { BrowserRouter } from 'react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { ToastHost } from '@/lib/notify'
import { createQueryClient } from '@/lib/query-client'
import { SessionWatcher } from './layout/SessionWatcher'
import { AppRoutes } from './router'

export function App() {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <SessionWatcher />
        <AppRoutes />
      </BrowserRouter>
      <ToastHost />
    </QueryClientProvider>
  )
}
