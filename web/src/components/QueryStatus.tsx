/** What a section shows while its data loads or after it failed to load. */
export function QueryStatus({
  isPending,
  isError,
  errorText = 'We could not load this right now. Please try again in a moment.',
}: {
  isPending: boolean
  isError: boolean
  errorText?: string
}) {
  if (isError) {
    return (
      <p className="query-status query-status--error" role="alert">
        {errorText}
      </p>
    )
  }
  if (isPending) {
    return (
      <p className="query-status" role="status">
        Loading…
      </p>
    )
  }
  return null
}
