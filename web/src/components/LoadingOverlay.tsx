import { useKitText } from './kit-text'

/** Full-screen 'please wait' overlay shown while the global loading flag is on. */
export function LoadingOverlay({ active }: { active: boolean }) {
  const { t } = useKitText()
  if (!active) return null
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="loading-overlay__spinner" aria-hidden="true" />
      <span className="loading-overlay__text">{t('kit.pleaseWait')}</span>
    </div>
  )
}
