import { useEffect } from 'react'
import { useLocalizedNavigate } from '@/i18n/Link'
import { useQueryClient } from '@tanstack/react-query'
import { readAccessToken, setUnauthorizedHandler } from '@/lib/api-client'
import { notifyInfo } from '@/lib/notify'
import { clearSession } from '@/lib/session'

/**
 * A 401 from any signed-in call means the session is over (expired, revoked,
 * logged out elsewhere): forget the token and every cached answer, and go to
 * /login. Several calls failing at once sign out only once.
 */
export function SessionWatcher() {
  const navigate = useLocalizedNavigate()
  const queryClient = useQueryClient()

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        if (readAccessToken() === null) return
        clearSession()
        navigate('/login', { replace: true })
        queryClient.clear()
        notifyInfo('Your session has ended. Please log in again.', 'Info', { toastId: 'session-ended' })
      }),
    [navigate, queryClient],
  )
  return null
}
