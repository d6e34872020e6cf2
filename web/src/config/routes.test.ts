import { pages } from '@/app/router'
import { adminPages } from '@/app/routes/admin/AdminApp'
import { partnerPages } from '@/features/partner-portal/PartnerApp'
import { canonicalPath, matchRoute, pathTo, routeTable } from './routes'

describe('the route table', () => {
  it('gives every route a component in its area, and no component lacks a route', () => {
    const expected = (areas: string[]) =>
      routeTable
        .filter((entry) => areas.includes(entry.area))
        .map((entry) => entry.name)
        .sort()
    expect(Object.keys(pages).sort()).toEqual(expected(['public', 'account']))
    expect(Object.keys(adminPages).sort()).toEqual(expected(['admin']))
    expect(Object.keys(partnerPages).sort()).toEqual(expected(['partner']))
  })

  it('names each route once and keeps admin pages out of the sitemap', () => {
    const names = routeTable.map((entry) => entry.name)
    expect(new Set(names).size).toBe(names.length)
    for (const entry of routeTable) {
      if (entry.area !== 'public') expect(entry.sitemap).toBe(false)
      expect(entry.path.startsWith('/')).toBe(true)
    }
  })

  it('fills and encodes path parameters', () => {
    expect(pathTo('serviceDetail', { id: 7 })).toBe('/service-detail/7')
    expect(pathTo('blogPost', { slug: 'a b/c' })).toBe('/blog/a%20b%2Fc')
    expect(() => pathTo('serviceDetail')).toThrow(/needs id/)
    expect(() => pathTo('no-such-route')).toThrow(/no route named/)
  })

  it.each([
    ['/', 'home', {}],
    ['/faqs', 'faqs', {}],
    ['/FAQS/', 'faqs', {}],
    ['/service-detail/12', 'serviceDetail', { id: '12' }],
    ['/blog/first%20post', 'blogPost', { slug: 'first post' }],
    ['/admin/leads/5', 'adminLead', { id: '5' }],
    ['/admin/experiments/new', 'adminExperimentNew', {}],
    ['/admin/experiments/3', 'adminExperiment', { id: '3' }],
  ])('matches %s to %s', (path, name, params) => {
    expect(matchRoute(path)).toEqual({ route: expect.objectContaining({ name }), params, language: 'en' })
  })

  it.each([
    ['/es', 'home', {}],
    ['/es/', 'home', {}],
    ['/ES/faqs', 'faqs', {}],
    ['/es/state-law-detail/44', 'stateLawDetail', { id: '44' }],
    ['/es/blog/mi%20post', 'blogPost', { slug: 'mi post' }],
  ])('matches the Spanish twin %s to %s', (path, name, params) => {
    expect(matchRoute(path)).toEqual({ route: expect.objectContaining({ name }), params, language: 'es' })
  })

  it.each([
    '/service-detail',
    '/service-detail/',
    '/blog/a/b',
    '/nope',
    '/blog/%E0%A4%A',
    '/es/login',
    '/es/admin/leads/5',
    '/es/es',
    '/espanol',
  ])('matches nothing for %s', (path) => {
    expect(matchRoute(path)).toBeNull()
  })

  it('spells canonical paths as the table does, keeping only ?page= past the first', () => {
    expect(canonicalPath('/faqs', '?utm_source=x')).toBe('/Faqs')
    expect(canonicalPath('/services', '?page=2&gclid=1')).toBe('/services?page=2')
    expect(canonicalPath('/services', '?page=1')).toBe('/services')
    expect(canonicalPath('/STATELAW/', '')).toBe('/stateLaw')
    expect(canonicalPath('/nope', '')).toBeNull()
    expect(canonicalPath('/ES/faqs/', '?page=3')).toBe('/es/Faqs?page=3')
    expect(canonicalPath('/es', '')).toBe('/es')
  })
})
