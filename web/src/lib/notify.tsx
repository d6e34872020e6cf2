import { toast, type ToastOptions } from 'react-toastify/unstyled'

/** SPEC §8: the one message for any failure that has no better text. */
export const GENERIC_ERROR = 'Some error occurred, Please try again!'

function ToastBody({ title, message }: { title: string; message: string }) {
  return (
    <div className="toast-body-text">
      <strong>{title}</strong>
      <span>{message}</span>
    </div>
  )
}

/** Toasts carry a title (default Success / Error) and a message, as SPEC §3 describes. */
export function notifySuccess(message: string, title = 'Success', options?: ToastOptions) {
  return toast.success(<ToastBody title={title} message={message} />, options)
}

export function notifyError(message: string, title = 'Error', options?: ToastOptions) {
  return toast.error(<ToastBody title={title} message={message} />, options)
}
