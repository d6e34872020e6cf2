import { Profiler } from 'react'
import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AnimatedCounter } from './AnimatedCounter'

// The counter's own number: other tests of the shared pool may leave
// hidden spans of their own in the document (a chart's measuring span).
function shown(): string {
  return (
    screen.getByText(
      (_, element) =>
        element?.getAttribute('aria-hidden') === 'true' &&
        element.tagName === 'SPAN' &&
        element.parentElement?.className === 'counter__value',
    ).textContent ?? ''
  )
}

describe('AnimatedCounter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('counts from 0 to the About Us target over 5000 ms', () => {
    render(<AnimatedCounter target={18457} duration={5000} suffix="+" label="Client Satisfaction" />)
    expect(shown()).toBe('0+')
    act(() => {
      vi.advanceTimersByTime(2500)
    })
    const midway = Number(shown().replace(/[^\d]/g, ''))
    expect(midway).toBeGreaterThan(0)
    expect(midway).toBeLessThan(18457)
    act(() => {
      vi.advanceTimersByTime(2600)
    })
    expect(shown()).toBe('18,457+')
  })

  it('reaches the Services target after 2000 ms and stops there', () => {
    render(<AnimatedCounter target={24} duration={2000} suffix=" H" label="Emergency service" />)
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(shown()).not.toBe('24 H')
    act(() => {
      vi.advanceTimersByTime(1100)
    })
    expect(shown()).toBe('24 H')
    act(() => {
      vi.advanceTimersByTime(5000)
    })
    expect(shown()).toBe('24 H')
  })

  it('waits at 0 until the counter is on screen, then counts', () => {
    let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined
    const disconnect = vi.fn()
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback
        }
        observe() {}
        disconnect = disconnect
      },
    )
    render(<AnimatedCounter target={249} duration={5000} suffix="+" label="Professional Team" />)
    act(() => {
      report?.([{ isIntersecting: false }])
      vi.advanceTimersByTime(6000)
    })
    expect(shown()).toBe('0+')
    act(() => {
      report?.([{ isIntersecting: true }])
    })
    expect(disconnect).toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(2500)
    })
    expect(shown()).not.toBe('0+')
    expect(shown()).not.toBe('249+')
    act(() => {
      vi.advanceTimersByTime(2600)
    })
    expect(shown()).toBe('249+')
  })

  it('waits for the browser to be idle (the page hydrated) before it counts', () => {
    let idle: (() => void) | undefined
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback
      return 1
    })
    vi.stubGlobal('cancelIdleCallback', vi.fn())
    const { unmount } = render(<AnimatedCounter target={24} duration={2000} suffix=" H" label="Emergency service" />)
    act(() => {
      vi.advanceTimersByTime(3000)
    })
    expect(shown()).toBe('0 H')
    act(() => {
      idle?.()
      vi.advanceTimersByTime(2100)
    })
    expect(shown()).toBe('24 H')
    unmount()
  })

  it('gives screen readers the final value and the label', () => {
    render(<AnimatedCounter target={14} duration={5000} suffix="+" label="Years Experience" />)
    expect(screen.getByText('Years Experience')).toBeInTheDocument()
    expect(screen.getByText('14+', { selector: '.visually-hidden' })).toBeInTheDocument()
  })

  it('shows the target at once, without counting, to a visitor who prefers less motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    )
    render(<AnimatedCounter target={14} duration={5000} suffix="+" label="Years Experience" />)
    expect(shown()).toBe('14+')
    act(() => {
      vi.advanceTimersByTime(100)
    })
    expect(shown()).toBe('14+')
  })

  it('counts without rendering again on every frame', () => {
    const renders = vi.fn()
    render(
      <Profiler id="counter" onRender={renders}>
        <AnimatedCounter target={18457} duration={5000} suffix="+" label="Client Satisfaction" />
      </Profiler>,
    )
    const first = renders.mock.calls.length
    act(() => {
      vi.advanceTimersByTime(5100)
    })
    expect(shown()).toBe('18,457+')
    expect(renders).toHaveBeenCalledTimes(first)
  })

  it('jumps to the target when the visitor turns motion off midway', () => {
    let reduce = false
    const listeners = new Set<() => void>()
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({
        get matches() {
          return reduce
        },
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      })),
    )
    render(<AnimatedCounter target={249} duration={5000} suffix="+" label="Professional Team" />)
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(shown()).not.toBe('249+')
    act(() => {
      reduce = true
      for (const listener of listeners) listener()
    })
    expect(shown()).toBe('249+')
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(shown()).toBe('249+')
  })

  it('counts from 0 again when the target changes', () => {
    const { rerender } = render(<AnimatedCounter target={24} duration={2000} suffix=" H" label="Emergency service" />)
    act(() => {
      vi.advanceTimersByTime(2100)
    })
    expect(shown()).toBe('24 H')
    rerender(<AnimatedCounter target={48} duration={2000} suffix=" H" label="Emergency service" />)
    expect(shown()).toBe('0 H')
    act(() => {
      vi.advanceTimersByTime(2100)
    })
    expect(shown()).toBe('48 H')
  })

  it('hydrates the server HTML (the target) without a mismatch, then counts up from 0', async () => {
    const errors = vi.spyOn(console, 'error')
    const recoverable = vi.fn()
    const counter = <AnimatedCounter target={24} duration={2000} suffix=" H" label="Emergency service" />
    const container = document.createElement('div')
    container.innerHTML = renderToString(counter)
    document.body.appendChild(container)
    expect(shown()).toBe('24 H')
    await act(async () => {
      hydrateRoot(container, counter, { onRecoverableError: recoverable })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    expect(shown()).toBe('0 H')
    act(() => {
      vi.advanceTimersByTime(2100)
    })
    expect(shown()).toBe('24 H')
    container.remove()
  })
})
