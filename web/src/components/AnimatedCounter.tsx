import { useEffect, useState } from 'react'

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

/** Counts from 0 up to `target` over `duration` ms once mounted. */
export function AnimatedCounter({ target, duration, suffix = '', label }: AnimatedCounterProps) {
  const [value, setValue] = useState(() => (prefersReducedMotion() ? target : 0))

  useEffect(() => {
    if (prefersReducedMotion() || duration <= 0) {
      setValue(target)
      return
    }
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
          {value.toLocaleString('en-US')}
          {suffix}
        </span>
        <span className="visually-hidden">
          {target.toLocaleString('en-US')}
          {suffix}
        </span>
      </p>
      <p className="counter__label">{label}</p>
    </div>
  )
}
