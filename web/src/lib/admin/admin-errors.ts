import { ApiError } from '@/lib/api-client'
import { GENERIC_ERROR, notifyError } from '@/lib/notify'

/**
 * The toast for a failed admin call that has no field to show it under:
 * a 401 says nothing (the session watcher already signs out), a 404 / 403 /
 * 413 / 429 shows the server's message, anything else the generic
 * 'Some error occurred, Please try again!' (SPEC §8).
 */
export function reportAdminError(error: unknown): void {
  if (error instanceof ApiError) {
    if (error.status === 401) return
    if ([403, 404, 409, 413, 429].includes(error.status)) {
      notifyError(error.message)
      return
    }
  }
  notifyError(GENERIC_ERROR)
}
