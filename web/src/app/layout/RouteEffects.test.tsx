import { act, render } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HASH_WAIT_MS, RouteEffects } from './RouteEffects'

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <RouteEffects />
    </MemoryRouter>,
  )
}

/** Adds the hash target to the page, as a page does once its data has loaded. */
async function renderTarget(id: string): Promise<HTMLElement> {
  const target = document.createElement('li')
  target.id = id
  await act(async () => {
    document.body.append(target)
    // MutationObserver callbacks run as a microtask.
    await Promise.resolve()
  })
  return target
}

describe('RouteEffects hash scrolling', () => {
  let scrolled: HTMLElement[]

  beforeEach(() => {
    vi.useFakeTimers()
    scrolled = []
    Element.prototype.scrollIntoView = vi.fn(function (this: HTMLElement) {
      scrolled.push(this)
    })
  })
  afterEach(() => {
    vi.useRealTimers()
    document.querySelectorAll('[id^="question-"]').forEach((node) => node.remove())
  })

  it('scrolls at once to a target that is already there', () => {
    const target = document.createElement('li')
    target.id = 'question-3'
    document.body.append(target)
    renderAt('/Faqs?page=1#question-3')
    expect(scrolled).toEqual([target])
  })

  it('scrolls to a target rendered long after the navigation, once it appears', async () => {
    renderAt('/Faqs?page=3#question-27')
    act(() => {
      vi.advanceTimersByTime(5_000)
    })
    expect(scrolled).toEqual([])
    await renderTarget('question-26')
    expect(scrolled).toEqual([])
    const target = await renderTarget('question-27')
    expect(scrolled).toEqual([target])
  })

  it('stops waiting when the visitor scrolls by themselves', async () => {
    renderAt('/Faqs?page=3#question-27')
    window.dispatchEvent(new Event('wheel'))
    await renderTarget('question-27')
    expect(scrolled).toEqual([])
  })

  it(`gives up after ${HASH_WAIT_MS} ms`, async () => {
    renderAt('/Faqs?page=3#question-27')
    act(() => {
      vi.advanceTimersByTime(HASH_WAIT_MS)
    })
    await renderTarget('question-27')
    expect(scrolled).toEqual([])
  })

  it('stops waiting when it unmounts', async () => {
    const { unmount } = renderAt('/Faqs?page=3#question-27')
    unmount()
    await renderTarget('question-27')
    expect(scrolled).toEqual([])
  })
})
