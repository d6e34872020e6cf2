import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { rememberBackTarget } from '@/lib/back-target'

/** Lazy pages render their content a moment after navigation, so the hash target may appear late. */
const HASH_RETRY_MS = 100
const HASH_MAX_TRIES = 30

function scrollBehavior(): ScrollBehavior {
  const reduced =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  return reduced ? 'auto' : 'smooth'
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
    let tries = 0
    let timer = 0
    const id = decodeURIComponent(hash.slice(1))
    const attempt = () => {
      const target = document.getElementById(id)
      if (target) {
        target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
        return
      }
      if (++tries < HASH_MAX_TRIES) timer = window.setTimeout(attempt, HASH_RETRY_MS)
    }
    attempt()
    return () => window.clearTimeout(timer)
  }, [pathname, hash, key])

  return null
}
