import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { rememberBackTarget } from '@/lib/back-target'

/**
 * A hash target often appears well after the navigation: the page is a lazy
 * chunk and its content (FAQ questions, say) comes from the API. We wait for
 * the element to be rendered, however long that takes up to this limit.
 */
export const HASH_WAIT_MS = 15_000

/** Input that means the visitor is scrolling by themselves: we stop waiting then. */
const TAKEOVER_EVENTS = ['wheel', 'touchmove', 'keydown'] as const

function scrollBehavior(): ScrollBehavior {
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  return reduced ? 'auto' : 'smooth'
}

/** The element id a location hash names ('#question-3' → 'question-3'); a malformed escape is taken as written. */
function hashTarget(hash: string): string {
  const raw = hash.slice(1)
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * On every navigation: scroll smoothly to the hash target when there is one,
 * otherwise to the top; and remember the previous path as the back target.
 */
export function RouteEffects() {
  const { pathname, hash, key } = useLocation()
  const previousPath = useRef<string | null>(null)
  const firstRender = useRef(true)

  useEffect(() => {
    if (previousPath.current !== null && previousPath.current !== pathname) rememberBackTarget(previousPath.current)
    previousPath.current = pathname
  }, [pathname])

  useEffect(() => {
    const isFirst = firstRender.current
    firstRender.current = false
    if (!hash) {
      if (!isFirst) window.scrollTo({ top: 0, left: 0, behavior: scrollBehavior() })
      return
    }
    const id = hashTarget(hash)
    const scrollTo = (target: HTMLElement) => target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
    const present = document.getElementById(id)
    if (present) {
      scrollTo(present)
      return
    }
    // Not rendered yet: watch the document until it is (no polling, no fixed
    // guess at how long the chunk and the data take).
    const observer = new MutationObserver(() => {
      const target = document.getElementById(id)
      if (!target) return
      stop()
      scrollTo(target)
    })
    const timer = window.setTimeout(() => stop(), HASH_WAIT_MS)
    function stop() {
      observer.disconnect()
      window.clearTimeout(timer)
      for (const type of TAKEOVER_EVENTS) window.removeEventListener(type, stop)
    }
    observer.observe(document.body, { childList: true, subtree: true })
    for (const type of TAKEOVER_EVENTS) window.addEventListener(type, stop, { passive: true })
    return stop
  }, [pathname, hash, key])

  return null
}
