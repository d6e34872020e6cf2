import { useState } from 'react'
import { BrowserRouter } from 'react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { ToastContainer } from 'react-toastify/unstyled'
import { createQueryClient } from '@/lib/query-client'
import { AppRoutes } from './router'

/** SPEC §9: the notification settings. */
function Toasts() {
  return (
    <ToastContainer
      position="top-center"
      autoClose={5000}
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={60}
      closeButton
      hideProgressBar={false}
      rtl={false}
      newestOnTop
      limit={20}
    />
  )
}

export function App() {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toasts />
    </QueryClientProvider>
  )
}
