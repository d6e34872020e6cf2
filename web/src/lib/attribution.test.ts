import { afterEach, describe, expect, it, vi } from 'vitest'
import { attributionOf, firstTouch, recordFirstTouch, resetAttributionForTests, URL_MAX, VALUE_MAX } from './attribution'

const site = 'claims.example'
const at = (path: string) => {
  const url = new URL(path, `https://${site}`)
  return { pathname: url.pathname, search: url.search, host: url.host }
}

afterEach(() => {
  vi.restoreAllMocks()
  resetAttributionForTests()
})

describe('attribution', () => {
  it('records the landing page, UTM parameters and click ids, without the click ids in the landing page', () => {
    recordFirstTouch(
      at(
        '/?utm_source=google&utm_medium=cpc&utm_campaign=spring-brand&utm_term=truck+lawyer&utm_content=ad-1&gclid=TEST-GCLID-123&fbclid=FB&x=1',
      ),
      'https://www.google.com/',
    )
    expect(firstTouch()).toEqual({
      landing_page: '/?utm_source=google&utm_medium=cpc&utm_campaign=spring-brand&utm_term=truck+lawyer&utm_content=ad-1&x=1',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring-brand',
      utm_term: 'truck lawyer',
      utm_content: 'ad-1',
      gclid: 'TEST-GCLID-123',
      fbclid: 'FB',
    })
    expect(JSON.parse(sessionStorage.getItem('claimsite.attribution') ?? 'null')).toEqual(firstTouch())
    expect(document.cookie).toBe('')
  })

  it('keeps the first touch unchanged while the visitor moves between pages', () => {
    recordFirstTouch(at('/services?utm_source=bing&msclkid=MS-1'), 'https://www.bing.com/search?q=x')
    const first = firstTouch()
    recordFirstTouch(at('/contact-us?utm_source=newsletter'), `https://${site}/services`)
    recordFirstTouch(at('/about'), 'https://another.example/')
    expect(firstTouch()).toEqual(first)
    expect(first).toMatchObject({ landing_page: '/services?utm_source=bing', utm_source: 'bing', msclkid: 'MS-1' })
  })

  it('counts only another site as a referrer', () => {
    expect(attributionOf(at('/about'), `https://${site}/`)).toEqual({ landing_page: '/about' })
    expect(attributionOf(at('/about'), '')).toEqual({ landing_page: '/about' })
    expect(attributionOf(at('/about'), 'not a url')).toEqual({ landing_page: '/about' })
    expect(attributionOf(at('/about'), 'https://news.example/story')).toEqual({
      landing_page: '/about',
      referrer: 'https://news.example/story',
    })
  })

  it('clips every value to the server limits', () => {
    const long = 'x'.repeat(VALUE_MAX + 50)
    const a = attributionOf(at(`/${'p'.repeat(URL_MAX)}?utm_campaign=${long}&gclid=${long}`), `https://ref.example/${'r'.repeat(URL_MAX)}`)
    expect(a.utm_campaign).toHaveLength(VALUE_MAX)
    expect(a.gclid).toHaveLength(VALUE_MAX)
    expect(a.landing_page).toHaveLength(URL_MAX)
    expect(a.referrer).toHaveLength(URL_MAX)
  })

  it('never throws when storage is unavailable, and keeps the touch for the page load', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => recordFirstTouch(at('/?utm_source=google'), '')).not.toThrow()
    expect(firstTouch()).toEqual({ landing_page: '/?utm_source=google', utm_source: 'google' })
    recordFirstTouch(at('/other?utm_source=bing'), '')
    expect(firstTouch()?.utm_source).toBe('google')
  })

  it('never throws when sessionStorage itself cannot be reached', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(() => recordFirstTouch(at('/?utm_medium=email'), '')).not.toThrow()
    expect(firstTouch()).toEqual({ landing_page: '/?utm_medium=email', utm_medium: 'email' })
  })
})
