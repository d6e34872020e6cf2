import { act, render } from '@testing-library/react'
import { StrictMode } from 'react'
import { MemoryRouter, useNavigate } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { attributionOf, resetAttributionForTests } from './attribution'
import { countView, firstTouch, resetVisitsForTests, touchOf, useVisitBeacon, visitStorageKey, type VisitBeacon } from './visits'

const beacon = vi.fn<(url: string, data: Blob) => boolean>()

async function sentBodies(): Promise<VisitBeacon[]> {
  return Promise.all(beacon.mock.calls.map(async ([, blob]) => JSON.parse(await blob.text()) as VisitBeacon))
}

beforeEach(() => {
  resetVisitsForTests()
  resetAttributionForTests()
  sessionStorage.clear()
  beacon.mockReset().mockReturnValue(true)
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true })
  window.history.replaceState(null, '', '/?utm_source=Google&utm_medium=cpc&utm_campaign=spring&gclid=abc')
})

afterEach(() => {
  vi.unstubAllGlobals()
  Object.defineProperty(document, 'prerendering', { value: undefined, configurable: true })
})

describe('firstTouch', () => {
  it('takes the tab’s first touch and says which view is the tab’s first', () => {
    expect(firstTouch()).toEqual({
      touch: { landing_page: '/', source: 'Google', medium: 'cpc', campaign: 'spring' },
      entry: true,
    })
    window.history.replaceState(null, '', '/faqs?utm_source=other')
    expect(firstTouch()).toEqual({
      touch: { landing_page: '/', source: 'Google', medium: 'cpc', campaign: 'spring' },
      entry: false,
    })
    expect(sessionStorage.getItem(visitStorageKey)).toBe('1')
    expect(document.cookie).toBe('')
  })

  it('names automatically tagged ads and referring sites', () => {
    const at = (href: string, referrer = '') => touchOf(attributionOf(new URL(href), referrer))
    expect(at('https://claims.example/?gclid=x')).toMatchObject({ source: 'google', medium: 'cpc' })
    expect(at('https://claims.example/?msclkid=x')).toMatchObject({ source: 'bing', medium: 'cpc' })
    expect(at('https://claims.example/faqs?utm_campaign=c', 'https://www.reddit.com/r/x')).toEqual({
      landing_page: '/faqs',
      source: 'reddit.com',
      medium: 'referral',
      campaign: 'c',
    })
    expect(at('https://claims.example/faqs', 'https://claims.example/')).toMatchObject({ source: '', medium: '' })
  })
})

describe('countView', () => {
  it('sends the view as text/plain with sendBeacon', async () => {
    countView('/')
    expect(beacon).toHaveBeenCalledTimes(1)
    const [url, blob] = beacon.mock.calls[0]
    expect(url).toBe('/api/visits')
    expect(blob.type).toBe('text/plain')
    expect(await sentBodies()).toEqual([{ path: '/', landing_page: '/', source: 'Google', medium: 'cpc', campaign: 'spring', entry: true }])
  })

  it('falls back to a keepalive fetch when sendBeacon refuses or is missing', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })))
    vi.stubGlobal('fetch', fetchMock)
    beacon.mockReturnValue(false)
    countView('/faqs')
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true, writable: true })
    countView('/faqs')
    expect(fetchMock).toHaveBeenCalledTimes(2)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/visits')
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'text/plain' } })
    expect(JSON.parse(init.body as string)).toMatchObject({ path: '/faqs', entry: true })
  })

  it('sends nothing while the page is prerendered, and the view once it is shown', () => {
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true })
    countView('/')
    expect(beacon).not.toHaveBeenCalled()
    Object.defineProperty(document, 'prerendering', { value: false, configurable: true })
    document.dispatchEvent(new Event('prerenderingchange'))
    expect(beacon).toHaveBeenCalledTimes(1)
  })
})

describe('useVisitBeacon', () => {
  let go: (to: string) => void = () => undefined
  function Page({ active }: { active: boolean }) {
    useVisitBeacon(active)
    go = useNavigate()
    return null
  }

  it('counts each view once, navigations included', async () => {
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/']}>
          <Page active />
        </MemoryRouter>
      </StrictMode>,
    )
    expect(beacon).toHaveBeenCalledTimes(1)
    act(() => go('/faqs'))
    act(() => go('/blog'))
    expect((await sentBodies()).map((b) => [b.path, b.entry, b.landing_page])).toEqual([
      ['/', true, '/'],
      ['/faqs', false, '/'],
      ['/blog', false, '/'],
    ])
  })

  it('sends nothing on pages that are not counted', () => {
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Page active={false} />
      </MemoryRouter>,
    )
    expect(beacon).not.toHaveBeenCalled()
  })
})
