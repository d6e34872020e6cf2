import { useState, type Dispatch, type SetStateAction } from 'react'

/**
 * State that goes back to `initial` whenever `resetKey` changes: a menu
 * that closes when the route changes, an animation that starts again for a
 * new target. The state is adjusted while rendering, as React advises for
 * "adjusting some state when a prop changes", not in an effect: the old
 * value is never shown for the new key, and nothing renders twice on screen.
 * Unlike a `key` on the component, the rest of its state and its DOM stay.
 */
export function useStateResetOn<T>(initial: T, resetKey: unknown): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(initial)
  const [seenKey, setSeenKey] = useState(resetKey)
  if (!Object.is(seenKey, resetKey)) {
    setSeenKey(resetKey)
    setValue(initial)
    return [initial, setValue]
  }
  return [value, setValue]
}
