const pad = (n: number) => String(n).padStart(2, '0')

/** An RFC 3339 time as the value of a datetime-local input (the admin's local time). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/**
 * A datetime-local value (local time, no zone) as RFC 3339 in UTC for the
 * server, which would otherwise read it as UTC. '' stays '' (now, when
 * publishing).
 */
export function fromLocalInput(local: string): string {
  if (!local) return ''
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? local : date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

const display = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : display.format(date)
}

/** Published and its date reached: the post is on the public blog. */
export function isLive(post: { status: string; published_at: string | null }, now = Date.now()): boolean {
  if (post.status !== 'published') return false
  return !post.published_at || new Date(post.published_at).getTime() <= now
}
