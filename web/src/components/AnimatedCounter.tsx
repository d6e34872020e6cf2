import { useEffect, useState } from 'react'
import { formatCount } from '@/lib/format'

export interface AnimatedCounterProps {
  target: number
  /** Milliseconds from 0 to the target. */
  duration: number
  suffix?: string
  label: string
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
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
  const [value, setValue] = useState(target)

  useEffect(() => {
    if (prefersReducedMotion() || duration <= 0) {
      setValue(target)
      return
    }
    setValue(0)
    const start = performance.now()
    let frame = 0
    const tick = () => {
      const progress = Math.min((performance.now() - start) / duration, 1)
      setValue(Math.round(target * easeOut(progress)))
      if (progress < 1) frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [target, duration])

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
