/** The state's postal code as a badge: the picture of a state card when the list has no image. */
export function StateBadge({ code, size = 'md' }: { code: string; size?: 'sm' | 'md' }) {
  return (
    <span className={`state-badge state-badge--${size}`} aria-hidden="true">
      {code}
    </span>
  )
}
