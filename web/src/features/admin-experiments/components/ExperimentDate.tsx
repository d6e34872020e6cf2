import { formatDateTimeInZone, splitDateTimeInZone } from '@/lib/admin/operator-time'
import { useOperatorTimeZone } from '@/lib/admin/operator-time-zone'

/** A start or stop as its day in the operator's time zone ("Mar 1, 2026"), the full time in the title; "—" when there is none. */
export function ExperimentDate({ iso, full = false }: { iso: string | null; full?: boolean }) {
  const { timeZone } = useOperatorTimeZone()
  if (!iso) return <>—</>
  const whole = formatDateTimeInZone(iso, timeZone)
  return (
    <time dateTime={iso} title={whole}>
      {full ? whole : splitDateTimeInZone(iso, timeZone).date}
    </time>
  )
}
