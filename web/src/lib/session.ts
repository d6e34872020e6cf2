import { useSyncExternalStore } from 'react'
import { readAccessToken, SESSION_KEY } from './api-client'

/**
 * The browser side of a session: only the opaque access token, kept in
 * localStorage under SESSION_KEY as {access_token}. Who the user is and what
 * role they hold always comes from GET /api/auth/profile (lib/auth.tsx),
 * never from storage. Kept tiny: the public entry bundle imports it.
 */

const listeners = new Set<() => void>()

function emit(): void {
  listeners.forEach((listener) => listener())
}

export function saveSession(accessToken: string): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: accessToken }))
  emit()
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY)
  emit()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Signing in or out in another tab counts too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The stored access token (re-renders on sign-in and sign-out), or null. */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribe, readAccessToken, () => null)
}
