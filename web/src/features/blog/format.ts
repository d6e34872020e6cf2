import { formatLongDate } from '@/lib/format'

/** '2024-03-05T…' → 'March 5, 2024' (UTC); the raw text when it is not a date. */
export function formatPostDate(value: string): string {
  return formatLongDate(value)
}
