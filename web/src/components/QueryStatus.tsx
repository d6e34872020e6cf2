import { useKitText } from './kit-text'

/** What a section shows while its data loads or after it failed to load. */
export function QueryStatus({ isPending, isError, errorText }: { isPending: boolean; isError: boolean; errorText?: string }) {
  const { t } = useKitText()
  if (isError) {
    return (
      <p className="query-status query-status--error" role="alert">
        {errorText ?? t('kit.loadFailed')}
      </p>
    )
  }
  if (isPending) {
    return (
      <p className="query-status" role="status">
        {t('kit.loading')}
      </p>
    )
  }
  return null
}
