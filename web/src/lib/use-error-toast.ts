import { useEffect } from 'react'
import { notifyError } from './notify'

/**
 * SPEC §8: a failed list load shows a toast titled 'Error!' with the server's
 * message, for 5000 ms (in the error style: DESIGN.md §6).
 */
export function useErrorToast(error: Error | null, fallback: string, toastId: string): void {
  useEffect(() => {
    if (!error) return
    notifyError(error.message || fallback, 'Error!', { toastId, autoClose: 5000 })
  }, [error, fallback, toastId])
}
