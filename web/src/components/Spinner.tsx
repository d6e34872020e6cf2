/** A centred spinner with a text for screen readers, for areas waiting on data. */
export function Spinner({ label = 'Loading…', fullPage = false }: { label?: string; fullPage?: boolean }) {
  return (
    <div className={`spinner-box${fullPage ? ' spinner-box--page' : ''}`} role="status" aria-live="polite">
      <span className="spinner-box__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}
