import { formatDateTimeInZone } from '@/lib/admin/operator-time'
import { useOperatorTimeZone } from '@/lib/admin/operator-time-zone'

/**
 * A timestamp of the admin area in the operator's time zone (Settings),
 * with the zone's abbreviation: "Mar 15, 2025, 3:00 AM PDT". The zone's
 * name is in the title for when an abbreviation is not enough.
 */
export function OperatorTime({ iso }: { iso: string }) {
  const { timeZone } = useOperatorTimeZone()
  return (
    <time dateTime={iso} title={timeZone}>
      {formatDateTimeInZone(iso, timeZone)}
    </time>
  )
}
