/** Full-screen 'please wait' overlay shown while the global loading flag is on. */
export function LoadingOverlay({ active }: { active: boolean }) {
  if (!active) return null
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="loading-overlay__spinner" aria-hidden="true" />
      <span className="loading-overlay__text">please wait</span>
    </div>
  )
}
