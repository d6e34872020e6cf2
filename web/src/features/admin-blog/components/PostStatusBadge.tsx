import { isLive } from '../dates'
import type { AdminPost } from '../types'

/** Draft / Published (and 'Scheduled' while a published post's date is still ahead). */
export function PostStatusBadge({ post }: { post: Pick<AdminPost, 'status' | 'published_at'> }) {
  const scheduled = post.status === 'published' && !isLive(post)
  const variant = scheduled ? 'scheduled' : post.status
  return (
    <span className={`post-status post-status--${variant}`} title={scheduled ? 'Published, shown from its date' : undefined}>
      {scheduled ? 'scheduled' : post.status}
    </span>
  )
}
