// @vitest-environment jsdom
import { cleanup, fireEvent, render as renderBare, screen, within } from '@testing-library/react'
import { createElement, type ReactElement, type ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '@/i18n/I18nProvider'
import MarketingPartnersPage from './MarketingPartnersPage'
import { MARKETING_PARTNERS, comparePartnerNames, groupPartners, partnerGroupKey } from './partners'

const { SITE, useHeadMock } = vi.hoisted(() => ({
  SITE: {
    brand: 'Test Claim Brand',
    phone: '1-888-555-0142',
    phone_href: 'tel:+18885550142',
    email: 'privacy@test-claim.example',
  },
  useHeadMock: vi.fn(),
}))

vi.mock('@/lib/site', () => ({ useSite: () => SITE }))
vi.mock('@/lib/head', () => ({ useHead: useHeadMock }))
vi.mock('@/components/PageBanner', async () => {
  const { createElement: h } = await import('react')
  return {
    PageBanner: ({ title }: { title: string; subtitle?: string }) => h('h1', null, title),
  }
})

/** Renders at route (the English page unless given), in its language. */
function render(ui: ReactElement, route = '/marketing-partner') {
  return renderBare(ui, {
    wrapper: ({ children }: { children: ReactNode }) =>
      createElement(MemoryRouter, { initialEntries: [route] }, createElement(I18nProvider, null, children)),
  })
}

/** The names currently shown in the letter groups (not the letter links). */
function shownNames(container: HTMLElement): string[] {
  return [...container.querySelectorAll('section[id^="partners-"] li')].map((li) => li.textContent ?? '')
}

afterEach(() => {
  cleanup()
  useHeadMock.mockClear()
})

describe('MARKETING_PARTNERS', () => {
  it('has at least 150 names', () => {
    expect(MARKETING_PARTNERS.length).toBeGreaterThanOrEqual(150)
  })

  it('is sorted alphabetically, ignoring case', () => {
    const expected = [...MARKETING_PARTNERS].sort(comparePartnerNames)
    expect(MARKETING_PARTNERS).toEqual(expected)
    for (let i = 1; i < MARKETING_PARTNERS.length; i++) {
      expect(
        comparePartnerNames(MARKETING_PARTNERS[i - 1], MARKETING_PARTNERS[i]),
        `${MARKETING_PARTNERS[i - 1]} before ${MARKETING_PARTNERS[i]}`,
      ).toBeLessThan(0)
    }
  })

  it('has no duplicates, even ignoring case and spacing', () => {
    const keys = MARKETING_PARTNERS.map((name) => name.toLowerCase().replace(/\s+/g, ' '))
    const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index)
    expect(duplicates).toEqual([])
  })

  it('has only clean, non-empty names', () => {
    for (const name of MARKETING_PARTNERS) {
      expect(name).toBe(name.trim())
      expect(name).not.toMatch(/\s{2,}/)
      expect(name.length).toBeGreaterThan(1)
    }
  })

  it('includes the well-known insurers and lead vendors', () => {
    for (const name of [
      'Allstate',
      'GEICO',
      'Progressive',
      'State Farm',
      'Liberty Mutual',
      'Nationwide',
      'Farmers Insurance',
      'USAA',
      'Travelers',
      'American Family Insurance',
      'EverQuote',
      'MediaAlpha',
      'QuoteWizard',
      'SmartFinancial',
    ]) {
      expect(MARKETING_PARTNERS).toContain(name)
    }
  })

  it('includes law firms', () => {
    const firms = MARKETING_PARTNERS.filter((name) => /\b(Attorneys|Lawyers|Law|Law Group|Trial Group|Personal Injury)\b/.test(name))
    expect(firms.length).toBeGreaterThanOrEqual(30)
  })
})

describe('groupPartners', () => {
  it('groups every name under its first letter, digits first, letters in order', () => {
    const groups = groupPartners(MARKETING_PARTNERS)
    const keys = groups.map((group) => group.key)
    expect(keys[0]).toBe('#')
    expect(keys.slice(1)).toEqual([...keys.slice(1)].sort())
    expect(new Set(keys).size).toBe(keys.length)
    expect(groups.flatMap((group) => group.names)).toEqual([...MARKETING_PARTNERS])
    for (const group of groups) {
      for (const name of group.names) expect(partnerGroupKey(name)).toBe(group.key)
    }
  })

  it('filters ignoring case, accents and extra spaces', () => {
    expect(groupPartners(MARKETING_PARTNERS, '  geico ')).toEqual([{ key: 'G', names: ['GEICO'] }])
    expect(groupPartners(['Édison Mutual', 'Acme'], 'edison')).toEqual([{ key: 'E', names: ['Édison Mutual'] }])
    expect(groupPartners(MARKETING_PARTNERS, 'state   farm')[0].names).toContain('State Farm')
    expect(groupPartners(MARKETING_PARTNERS, 'no such company xyz')).toEqual([])
  })

  it('does not modify its input', () => {
    const input = ['b', 'A']
    groupPartners(input)
    expect(input).toEqual(['b', 'A'])
  })
})

describe('MarketingPartnersPage', () => {
  it('sets a branded title and description', () => {
    render(createElement(MarketingPartnersPage))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Marketing Partners')
    const calls = useHeadMock.mock.calls
    const head = calls[calls.length - 1][0] as { title: string; description: string }
    expect(head.title).toBe('Marketing Partners | Test Claim Brand')
    expect(head.description.length).toBeGreaterThan(60)
  })

  it('explains who the partners are and the consent they act under', () => {
    const { container } = render(createElement(MarketingPartnersPage))
    const text = (container.textContent ?? '').replace(/\s+/g, ' ')
    expect(text).toMatch(/insurance companies, participating law firms and attorneys, and lead vendors and marketing companies/)
    expect(text).toMatch(/under the consent you give/)
    expect(container.querySelector('a[href="mailto:privacy@test-claim.example"]')).not.toBeNull()
  })

  it('lists every partner under letter headings', () => {
    const { container } = render(createElement(MarketingPartnersPage))
    const items = shownNames(container)
    expect(items).toEqual([...MARKETING_PARTNERS])
    for (const name of MARKETING_PARTNERS) expect(items).toContain(name)
    const letterHeadings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(letterHeadings).toContain('A')
    expect(letterHeadings).toContain('Z')
    expect(letterHeadings[0]).toBe('0–9')
  })

  it('has letter links that point to existing groups', () => {
    const { container } = render(createElement(MarketingPartnersPage))
    const nav = screen.getByRole('navigation', { name: 'Partners by letter' })
    for (const link of within(nav).getAllByRole('link')) {
      const href = link.getAttribute('href') ?? ''
      expect(container.querySelector(`section${href} h3`)).not.toBeNull()
    }
  })

  it('filters the list as the visitor types', () => {
    const { container } = render(createElement(MarketingPartnersPage))
    const input = screen.getByLabelText('Search partners')

    fireEvent.change(input, { target: { value: 'geico' } })
    expect(shownNames(container)).toEqual(['GEICO'])
    expect(screen.queryByText('Allstate')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe(`Showing 1 of ${MARKETING_PARTNERS.length} partners.`)

    fireEvent.change(input, { target: { value: 'INJURY' } })
    const injury = shownNames(container)
    expect(injury.length).toBeGreaterThan(5)
    for (const name of injury) expect(name.toLowerCase()).toContain('injury')

    fireEvent.change(input, { target: { value: 'zzzz no match' } })
    expect(screen.getByText(/No partners match/).textContent).toContain('zzzz no match')
    fireEvent.click(screen.getByRole('button', { name: 'Show all partners' }))
    expect((input as HTMLInputElement).value).toBe('')
    expect(screen.getByRole('status').textContent).toBe(`${MARKETING_PARTNERS.length} partners listed.`)
  })
})

describe('MarketingPartnersPage in Spanish', () => {
  it('explains and searches in Spanish, linking the Spanish legal pages', () => {
    const { container } = render(createElement(MarketingPartnersPage), '/es/marketing-partner')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Socios de marketing')
    const calls = useHeadMock.mock.calls
    const head = calls[calls.length - 1][0] as { title: string; description: string }
    expect(head.title).toBe('Socios de marketing | Test Claim Brand')
    const text = (container.textContent ?? '').replace(/\s+/g, ' ')
    expect(text).toMatch(/solo según el consentimiento que usted da en nuestros formularios/)
    expect(container.querySelector('a[href="/es/privacy-policy"]')).not.toBeNull()
    expect(container.querySelector('a[href="/es/term-and-conditions"]')).not.toBeNull()
    expect(screen.getByRole('status').textContent).toBe(`${MARKETING_PARTNERS.length} socios en la lista.`)
    fireEvent.change(screen.getByLabelText('Buscar socios'), { target: { value: 'geico' } })
    expect(screen.getByRole('status').textContent).toBe(`Se muestran 1 de ${MARKETING_PARTNERS.length} socios.`)
    expect(shownNames(container)).toEqual(['GEICO'])
  })
})
