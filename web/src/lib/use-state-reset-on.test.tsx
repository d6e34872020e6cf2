import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useStateResetOn } from './use-state-reset-on'

describe('useStateResetOn', () => {
  it('keeps its value while the key stays and goes back to the initial value when the key changes', () => {
    const { result, rerender } = renderHook(({ path }) => useStateResetOn(false, path), { initialProps: { path: '/a' } })
    expect(result.current[0]).toBe(false)
    act(() => result.current[1](true))
    rerender({ path: '/a' })
    expect(result.current[0]).toBe(true)

    rerender({ path: '/b' })
    expect(result.current[0]).toBe(false)

    // Set again under the new key, it stays set; back to the first key, it is reset again.
    act(() => result.current[1]((open) => !open))
    expect(result.current[0]).toBe(true)
    rerender({ path: '/a' })
    expect(result.current[0]).toBe(false)
  })

  it('never renders the old value for a new key', () => {
    const seen: Array<[string, number]> = []
    const { result, rerender } = renderHook(
      ({ target }) => {
        const [value, setValue] = useStateResetOn(0, target)
        seen.push([target, value])
        return setValue
      },
      { initialProps: { target: 'x' } },
    )
    act(() => result.current(5))
    seen.length = 0
    rerender({ target: 'y' })
    expect(seen.every(([target, value]) => target === 'y' && value === 0)).toBe(true)
    expect(seen.length).toBeGreaterThan(0)
  })
})
