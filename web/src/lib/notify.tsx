import { lazy, Suspense, useSyncExternalStore } from 'react'
import type { ToastOptions } from 'react-toastify/unstyled'
import type { ToastKind } from './toasts'

/** SPEC §8: the one message for any failure that has no better text. */
export const GENERIC_ERROR = 'Some error occurred, Please try again!'

// The toast library loads on the first toast (see toasts.tsx). ToastHost
// mounts its container from then on.
let requested = false
const listeners = new Set<() => void>()

function show(kind: ToastKind, title: string, message: string, options?: ToastOptions) {
  if (!requested) {
    requested = true
    listeners.forEach((listener) => listener())
  }
  void import('./toasts').then(({ showToast }) => showToast(kind, title, message, options))
}

/** Toasts carry a title (default Success / Error / Info) and a message, as SPEC §3 describes. */
export function notifySuccess(message: string, title = 'Success', options?: ToastOptions) {
  show('success', title, message, options)
}

export function notifyError(message: string, title = 'Error', options?: ToastOptions) {
  show('error', title, message, options)
}

export function notifyInfo(message: string, title = 'Info', options?: ToastOptions) {
  show('info', title, message, options)
}

const LazyToasts = lazy(() => import('./toasts'))

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The toast area: nothing until the first toast, then the SPEC §9 container. */
export function ToastHost() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  )
  return wanted ? (
    <Suspense fallback={null}>
      <LazyToasts />
    </Suspense>
  ) : null
}
