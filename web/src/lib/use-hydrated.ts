import { useEffect, useEffectEvent, useSyncExternalStore, type RefObject } from 'react'

const noSubscription = () => () => {}

/**
 * False while the page is rendered on the server and while the browser
 * hydrates it, true once the app runs it. A server-rendered form shows at
 * once but does nothing until then: its submit button waits for this, so a
 * quick visitor never sends it natively (with their details in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/**
 * Takes up what a visitor typed into a server-rendered field before the app
 * ran: the field shows it, but no change event reached the app.
 */
export function useTypedBeforeHydration(input: RefObject<HTMLInputElement | null>, onTyped: (value: string) => void): void {
  const takeUp = useEffectEvent(() => {
    const value = input.current?.value
    if (value) onTyped(value)
  })
  // Once, on mount: later typing arrives through onChange.
  useEffect(() => takeUp(), [])
}
