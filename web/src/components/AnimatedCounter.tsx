import { useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import { useKitText } from './kit-text'

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
 * Calls `onVisible` once the element is at least partly on screen: at once
 * when it already is (the observer's first report), else when the visitor
 * scrolls to it. Browsers without IntersectionObserver call it at once.
 */
function whenVisible(element: Element, onVisible: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    onVisible()
    return () => {}
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return
    observer.disconnect()
    onVisible()
  })
  observer.observe(element)
  return () => observer.disconnect()
}

/**
 * Calls `run` once the browser is idle (the page hydrated), within
 * `IDLE_WAIT_MS` at most; at once where requestIdleCallback is missing.
 */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    run()
    return () => {}
  }
  const handle = requestIdleCallback(run, { timeout: IDLE_WAIT_MS })
  return () => cancelIdleCallback(handle)
}

/** The longest a visible counter waits for the browser to be idle before it counts. */
const IDLE_WAIT_MS = 1000

/**
 * Counts from 0 up to `target` over `duration` ms, from the moment it is on
 * screen and the browser has finished loading the page: on load when the
 * page opens there, else when the visitor scrolls to it (decision 042: a
 * count nobody sees, or one drawn while the page hydrates, only costs a
 * slow phone its main thread and stutters). The page arrives (from the
 * server, or for a visitor who prefers less motion) showing the target
 * itself.
 *
 * Each frame writes the shown number into the text node itself, not through
 * React state: a page of four counters counting for five seconds would
 * otherwise render them some 300 times while a phone is still loading it.
 * React renders the text as the target, which it never changes while the
 * count runs, so the two never disagree; a new target renders, then counts
 * up from 0 again.
 */
export function AnimatedCounter({ target, duration, suffix = '', label }: AnimatedCounterProps) {
  const animate = useMotion() && duration > 0
  const shown = useRef<HTMLSpanElement>(null)
  const { number } = useKitText()
  const finalText = `${number(target)}${suffix}`

  // A layout effect: the first number replaces the target before the browser paints.
  useLayoutEffect(() => {
    const span = shown.current
    const text = span?.firstChild
    if (!span || !text) return
    if (!animate) {
      // Motion turned off midway: the count jumps to the target.
      text.nodeValue = finalText
      return
    }
    const show = (progress: number) => {
      const next = `${number(Math.round(target * easeOut(progress)))}${suffix}`
      // Most frames of a small target show the same number: no layout for those.
      if (text.nodeValue !== next) text.nodeValue = next
    }
    show(0)
    let frame = 0
    let stopWaiting = () => {}
    const stopWatching = whenVisible(span, () => {
      stopWaiting = whenIdle(() => {
        const start = performance.now()
        const tick = () => {
          const progress = Math.min((performance.now() - start) / duration, 1)
          show(progress)
          if (progress < 1) frame = requestAnimationFrame(tick)
        }
        frame = requestAnimationFrame(tick)
      })
    })
    return () => {
      stopWatching()
      stopWaiting()
      cancelAnimationFrame(frame)
    }
  }, [animate, target, duration, suffix, finalText, number])

  return (
    <div className="counter">
      <p className="counter__value">
        <span aria-hidden="true" ref={shown}>
          {finalText}
        </span>
        <span className="visually-hidden">{finalText}</span>
      </p>
      <p className="counter__label">{label}</p>
    </div>
  )
}
