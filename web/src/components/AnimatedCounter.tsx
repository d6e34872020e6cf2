import { useEffect, useSyncExternalStore } from 'react'
import { formatCount } from '@/lib/format'
import { useStateResetOn } from '@/lib/use-state-reset-on'

export interface AnimatedCounterProps {
  target: number
  /** Milliseconds from 0 to the target. */
  duration: number
  suffix?: string
  label: string
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeToMotionPreference(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function motionAllowed(): boolean {
  return typeof window.matchMedia !== 'function' || !window.matchMedia(REDUCED_MOTION).matches
}

/**
 * Whether the counter animates: never on the server nor while the browser
 * hydrates the server's HTML (both show the target), then unless the
 * visitor prefers less motion.
 */
function useMotion(): boolean {
  return useSyncExternalStore(subscribeToMotionPreference, motionAllowed, () => false)
}

/** Ease-out cubic: fast start, gentle landing on the target. */
function easeOut(progress: number): number {
  return 1 - (1 - progress) ** 3
}

/**
 * Counts from 0 up to `target` over `duration` ms once mounted. The page
 * arrives (from the server, or for a visitor who prefers less motion)
 * showing the target itself.
 */
export function AnimatedCounter({ target, duration, suffix = '', label }: AnimatedCounterProps) {
  const animate = useMotion() && duration > 0
  // How far the count is, from 0 to 1; a new target counts up from 0 again.
  const [progress, setProgress] = useStateResetOn(0, `${target}/${duration}`)

  useEffect(() => {
    if (!animate) return
    const start = performance.now()
    let frame = 0
    const tick = () => {
      const next = Math.min((performance.now() - start) / duration, 1)
      setProgress(next)
      if (next < 1) frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [animate, target, duration, setProgress])

  const value = animate ? Math.round(target * easeOut(progress)) : target

  return (
    <div className="counter">
      <p className="counter__value">
        <span aria-hidden="true">
          {formatCount(value)}
          {suffix}
        </span>
        <span className="visually-hidden">
          {formatCount(target)}
          {suffix}
        </span>
      </p>
      <p className="counter__label">{label}</p>
    </div>
  )
}
