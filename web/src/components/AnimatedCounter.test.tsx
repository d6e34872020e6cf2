import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AnimatedCounter } from './AnimatedCounter'

function shown(): string {
  return screen.getByText((_, element) => element?.getAttribute('aria-hidden') === 'true' && element.tagName === 'SPAN').textContent ?? ''
}

describe('AnimatedCounter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
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

  it('gives screen readers the final value and the label', () => {
    render(<AnimatedCounter target={14} duration={5000} suffix="+" label="Years Experience" />)
    expect(screen.getByText('Years Experience')).toBeInTheDocument()
    expect(screen.getByText('14+', { selector: '.visually-hidden' })).toBeInTheDocument()
  })
})
