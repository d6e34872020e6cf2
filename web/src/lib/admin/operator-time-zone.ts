import { useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from '@/lib/api-client'
import { FALLBACK_TIME_ZONE, usableTimeZone } from './operator-time'

/**
 * The settings' query key: the Settings page reads and writes the same
 * entry (features/admin-settings), so a saved time zone shows at once.
 */
const settingsKey = ['admin', 'settings'] as const

/** GET /api/admin/settings, of which the admin area's dates need operator_timezone. */
async function getSettings(signal?: AbortSignal): Promise<{ operator_timezone?: string }> {
  const answer = await api.get<DataEnvelope<{ operator_timezone?: string }>>('/admin/settings', { signal })
  return answer.data
}

export interface OperatorTimeZone {
  /** The IANA zone to show dates in: the setting once known, FALLBACK_TIME_ZONE until then. */
  timeZone: string
  /** Whether the setting has been read (false while loading and after a failure). */
  known: boolean
  /** Whether the setting is still being read (not yet answered). */
  pending: boolean
}

/** The operator's time zone (Settings → operator time zone), for the admin area's dates and days. */
export function useOperatorTimeZone(): OperatorTimeZone {
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: 5 * 60_000,
    select: (s) => s.operator_timezone,
  })
  if (settings.data) return { timeZone: usableTimeZone(settings.data), known: true, pending: false }
  return { timeZone: FALLBACK_TIME_ZONE, known: false, pending: settings.isPending }
}
