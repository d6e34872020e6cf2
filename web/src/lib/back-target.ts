import { useSyncExternalStore } from 'react'

/**
 * The path the visitor was on before the current one (SPEC §2: each path
 * change remembers the previous path as a back target).
 */
let backTarget: string | null = null
const listeners = new Set<() => void>()

export function rememberBackTarget(path: string): void {
  if (path === backTarget) return
  backTarget = path
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useBackTarget(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => backTarget,
    () => null,
  )
}
