import { useKitText } from './kit-text'

/** A centred spinner with a text for screen readers ('Loading…' unless given), for areas waiting on data. */
export function Spinner({ label, fullPage = false }: { label?: string; fullPage?: boolean }) {
  const { t } = useKitText()
  return (
    <div className={`spinner-box${fullPage ? ' spinner-box--page' : ''}`} role="status" aria-live="polite">
      <span className="spinner-box__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('kit.loading')}</span>
    </div>
  )
}
