import { describe, expect, it } from 'vitest'
import { exportUrl, fileNameFrom } from './api/export-leads'
import { readPageParam as readPage } from '@/lib/admin/use-url-filters'
import { EMPTY_FILTERS, hasFilters, readFilters, writeFilters } from './filters'
import { formatPhone, leadName, phoneHref, safeHttpUrl, stateName } from './format'

describe('lead filters in the URL', () => {
  it('reads every filter and the page', () => {
    const params = new URLSearchParams(
      'state=tx&status=contacted&routing=unrouted&delivery=failed&tier=B&language=es&sort=tier&from=2025-01-01&to=2025-01-31&q=%20rivera%20&page=3' +
        '&source=Google&medium=cpc&campaign=%20spring-brand%20',
    )
    expect(readFilters(params)).toEqual({
      state: 'TX',
      status: 'contacted',
      routing: 'unrouted',
      delivery: 'failed',
      tier: 'B',
      language: 'es',
      sort: 'tier',
      from: '2025-01-01',
      to: '2025-01-31',
      q: 'rivera',
      source: 'Google',
      medium: 'cpc',
      campaign: 'spring-brand',
    })
    expect(readPage(params)).toBe(3)
  })

  it('drops values the server would reject', () => {
    const params = new URLSearchParams(
      'state=XX&status=won&routing=lost&delivery=bounced&tier=E&language=fr&sort=best&from=2025-02-30&to=yesterday&page=-2',
    )
    expect(readFilters(params)).toEqual(EMPTY_FILTERS)
    expect(readPage(params)).toBe(1)
    expect(readPage(new URLSearchParams('page=1.5'))).toBe(1)
  })

  it('writes only the filters that are set, and the page above 1', () => {
    expect(writeFilters({ ...EMPTY_FILTERS, status: 'new', q: 'ann' }).toString()).toBe('status=new&q=ann')
    expect(writeFilters({ ...EMPTY_FILTERS, delivery: 'dead', routing: 'routed', q: 'ann' }, 2).toString()).toBe(
      'routing=routed&delivery=dead&q=ann&page=2',
    )
    expect(writeFilters(EMPTY_FILTERS, 2).toString()).toBe('page=2')
    expect(writeFilters(EMPTY_FILTERS, 1).toString()).toBe('')
    expect(hasFilters(EMPTY_FILTERS)).toBe(false)
    expect(hasFilters({ ...EMPTY_FILTERS, from: '2025-01-01' })).toBe(true)
    expect(hasFilters({ ...EMPTY_FILTERS, routing: 'unrouted' })).toBe(true)
    expect(hasFilters({ ...EMPTY_FILTERS, delivery: 'pending' })).toBe(true)
    expect(hasFilters({ ...EMPTY_FILTERS, campaign: 'spring-brand' })).toBe(true)
    expect(hasFilters({ ...EMPTY_FILTERS, tier: 'unrated' })).toBe(true)
    expect(writeFilters({ ...EMPTY_FILTERS, tier: 'A', status: 'new' }).toString()).toBe('status=new&tier=A')
    // The order travels with the filters but narrows nothing.
    expect(writeFilters({ ...EMPTY_FILTERS, sort: 'tier' }).toString()).toBe('sort=tier')
    expect(hasFilters({ ...EMPTY_FILTERS, sort: 'tier' })).toBe(false)
    // Tiers are spelled as the API spells them: "a" is no tier.
    expect(readFilters(new URLSearchParams('tier=a')).tier).toBe('')
    expect(readFilters(new URLSearchParams('tier=unrated')).tier).toBe('unrated')
    expect(writeFilters({ ...EMPTY_FILTERS, source: 'google', campaign: 'spring brand' }).toString()).toBe(
      'source=google&campaign=spring+brand',
    )
  })
})

describe('CSV export helpers', () => {
  it('builds the export URL with the same filters', () => {
    expect(exportUrl(EMPTY_FILTERS)).toBe('/api/admin/leads/export')
    expect(exportUrl({ ...EMPTY_FILTERS, state: 'CA', q: 'a b' })).toBe('/api/admin/leads/export?state=CA&q=a+b')
    expect(exportUrl({ ...EMPTY_FILTERS, routing: 'unrouted', delivery: 'dead' })).toBe(
      '/api/admin/leads/export?routing=unrouted&delivery=dead',
    )
    expect(exportUrl({ ...EMPTY_FILTERS, tier: 'C', state: 'TX' })).toBe('/api/admin/leads/export?state=TX&tier=C')
  })

  it('reads the file name of Content-Disposition', () => {
    expect(fileNameFrom('attachment; filename="leads-2025-03-14.csv"')).toBe('leads-2025-03-14.csv')
    expect(fileNameFrom('attachment; filename=plain.csv')).toBe('plain.csv')
    expect(fileNameFrom(`attachment; filename="x.csv"; filename*=UTF-8''l%C3%A9ads.csv`)).toBe('léads.csv')
    expect(fileNameFrom('attachment; filename="../../etc/passwd"')).toBe('passwd')
    expect(fileNameFrom(null)).toBe('leads.csv')
    expect(fileNameFrom('attachment')).toBe('leads.csv')
  })
})

describe('lead formatting', () => {
  it('names the person from either form', () => {
    expect(leadName({ first_name: 'Ann', last_name: 'Lee', name: '' })).toBe('Ann Lee')
    expect(leadName({ first_name: '', last_name: '', name: 'Casey Morgan' })).toBe('Casey Morgan')
  })

  it('formats phones, states and reported URLs', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567')
    expect(phoneHref('5551234567')).toBe('tel:+15551234567')
    expect(stateName({ state: 'AK', state_name: '' })).toBe('Alaska')
    expect(safeHttpUrl('https://a.example/x')).toBe('https://a.example/x')
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull()
    expect(safeHttpUrl('not a url')).toBeNull()
  })
})
