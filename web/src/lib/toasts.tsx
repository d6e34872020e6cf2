import { toast, ToastContainer, type ToastOptions } from 'react-toastify/unstyled'
import 'react-toastify/dist/ReactToastify.css'

/**
 * The toast library, its stylesheet and its container, loaded the first
 * time a toast is shown (lib/notify.tsx): most visits never need one, so
 * its 7 KB of JavaScript and 11 KB of CSS stay out of what every public
 * page downloads and parses before its first paint.
 */

export type ToastKind = 'success' | 'error' | 'info'

function ToastBody({ title, message }: { title: string; message: string }) {
  return (
    <div className="toast-body-text">
      <strong>{title}</strong>
      <span>{message}</span>
    </div>
  )
}

/** Shows a toast; one fired before the container mounts waits in the library's queue. */
export function showToast(kind: ToastKind, title: string, message: string, options?: ToastOptions) {
  toast[kind](<ToastBody title={title} message={message} />, options)
}

/** SPEC §9: the notification settings. */
export default function Toasts() {
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
