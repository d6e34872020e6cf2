// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '@/i18n/I18nProvider'
import CaliforniaPrivacyEn from './CaliforniaPrivacyEn'
import CaliforniaPrivacyPage from './CaliforniaPrivacyPage'
import { formatLegalDate, LEGAL_LAST_UPDATED } from './LegalDocument'
import PrivacyPolicyEn from './PrivacyPolicyEn'
import PrivacyPolicyPage from './PrivacyPolicyPage'
import TermsEn from './TermsEn'
import TermsPage from './TermsPage'

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
vi.mock('@/components/PageBanner', () => ({
  PageBanner: ({ title, subtitle }: { title: string; subtitle?: string }) => (
    <header>
      <h1>{title}</h1>
      {subtitle ? <p>{subtitle}</p> : null}
    </header>
  ),
}))

afterEach(() => {
  cleanup()
  useHeadMock.mockClear()
})

/**
 * Renders a page at route (its English address unless given), waits for
 * its document (a lazy chunk in the page's language) and returns its text
 * with whitespace collapsed.
 */
async function renderPage(Page: () => ReactElement, route = '/legal') {
  const result = render(<Page />, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[route]}>
        <I18nProvider>{children}</I18nProvider>
      </MemoryRouter>
    ),
  })
  await screen.findByRole('navigation', { name: route.startsWith('/es/') ? 'En esta página' : 'On this page' })
  const text = (result.container.textContent ?? '').replace(/\s+/g, ' ')
  return { ...result, text }
}

const pages = [
  { name: 'PrivacyPolicyPage', Page: PrivacyPolicyPage, h1: 'Privacy Policy' },
  { name: 'TermsPage', Page: TermsPage, h1: 'Terms and Conditions' },
  { name: 'CaliforniaPrivacyPage', Page: CaliforniaPrivacyPage, h1: 'California Privacy Notice' },
] as const

describe.each(pages)('$name layout', ({ Page, h1 }) => {
  it('shows the banner heading and sets a branded title and a real description', async () => {
    await renderPage(Page)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(h1)
    expect(useHeadMock).toHaveBeenCalled()
    const calls = useHeadMock.mock.calls
    const head = calls[calls.length - 1][0] as { title: string; description: string }
    expect(head.title).toBe(`${h1} | ${SITE.brand}`)
    expect(head.description.length).toBeGreaterThan(60)
    expect(head.description).toContain(SITE.brand)
  })

  it('has a table of contents whose links all point to h2 sections', async () => {
    const { container } = await renderPage(Page)
    const nav = screen.getByRole('navigation', { name: 'On this page' })
    const links = within(nav).getAllByRole('link')
    expect(links.length).toBeGreaterThanOrEqual(8)

    const ids = links.map((link) => link.getAttribute('href') ?? '')
    expect(new Set(ids).size).toBe(ids.length)
    for (const [index, href] of ids.entries()) {
      expect(href).toMatch(/^#[a-z0-9-]+$/)
      const section = container.querySelector(`section${href}`)
      expect(section, `section for ${href}`).not.toBeNull()
      const heading = section!.querySelector('h2')
      expect(heading).not.toBeNull()
      // The link text names the same section as its heading.
      expect(links[index].textContent).toBe(heading!.textContent)
    }
    expect(container.querySelectorAll('h2').length).toBe(links.length)
  })

  it('never skips a heading level', async () => {
    const { container } = await renderPage(Page)
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName.slice(1)))
    expect(levels[0]).toBe(1)
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i] - levels[i - 1]).toBeLessThanOrEqual(1)
    }
  })

  it('shows the last-updated date', async () => {
    const { container, text } = await renderPage(Page)
    expect(text).toContain(`Last updated: ${formatLegalDate(LEGAL_LAST_UPDATED)}`)
    expect(container.querySelector(`time[datetime="${LEGAL_LAST_UPDATED}"]`)).not.toBeNull()
  })

  it('names the brand, links the contact e-mail and has no placeholder text', async () => {
    const { container, text } = await renderPage(Page)
    expect(text).toContain(SITE.brand)
    expect(container.querySelector(`a[href="mailto:${SITE.email}"]`)?.textContent).toBe(SITE.email)
    expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|\{brand\}|\{product\}|undefined|\[object/i)
    // Every link has meaningful text, never a bare "click here".
    for (const link of container.querySelectorAll('a')) {
      expect(link.textContent?.trim().toLowerCase()).not.toMatch(/^(here|click here|link)?$/)
    }
  })
})

describe.each(pages)('$name while the site settings load', ({ Page }) => {
  it('points to the contact page instead of rendering an empty e-mail link', async () => {
    const saved = { email: SITE.email, phone: SITE.phone, phone_href: SITE.phone_href }
    Object.assign(SITE, { email: '', phone: '', phone_href: '' })
    try {
      const { container, text } = await renderPage(Page)
      expect(container.querySelector('a[href^="mailto:"]')).toBeNull()
      expect(container.querySelector('a[href^="tel:"], a[href=""]')).toBeNull()
      expect(container.querySelector('a[href="/contact-us"]')).not.toBeNull()
      expect(text).toContain('the address shown on our Contact Us page')
      expect(text).not.toMatch(/ at \.| to \.|, \./)
    } finally {
      Object.assign(SITE, saved)
    }
  })
})

describe('formatLegalDate', () => {
  it('formats an ISO date in US style regardless of time zone', async () => {
    expect(formatLegalDate('2026-11-21')).toBe('November 21, 2026')
    expect(formatLegalDate('2025-01-01')).toBe('January 1, 2025')
  })
})

describe('PrivacyPolicyPage content', () => {
  const required: Array<[string, RegExp]> = [
    ['who we are', /not a law firm/i],
    ['advertisement', /advertisement paid for by participating attorneys/i],
    ['form field: name', /first and last name/i],
    ['form field: e-mail', /your e-mail address/i],
    ['form field: phone', /your telephone number/i],
    ['form fields: ZIP and state', /your ZIP code and your state/i],
    ['form field: description', /description you choose to give of your accident/i],
    ['automatic: IP', /your IP address/i],
    ['automatic: browser', /browser type/i],
    ['automatic: pages', /the pages you view/i],
    ['automatic: cookies', /information stored in cookies/i],
    ['consent proof: LeadiD', /LeadiD token/],
    ['consent proof: TrustedForm', /TrustedForm certificate/],
    ['consent proof: text version', /exact version of the consent text/i],
    ['consent proof: time and IP', /date and time you submitted the form, your IP address/i],
    ['sharing: attorneys and partners in state', /participating attorneys and marketing partners in your state/i],
    ['sharing: service providers', /Service providers\./],
    ['sharing: legal requirements', /Legal requirements\./],
    ['right of access', /Access\. You may ask/],
    ['right of rectification', /Rectification\. You may ask us to correct/],
    ['erasure once per year', /erasure request once per year/i],
    ['data export', /Data export \(portability\)/],
    ['consent withdrawal', /Withdrawal of consent\. .*withdraw it at any time/],
    ['marketing opt-out within up to 30 days', /process marketing opt-out requests within up to 30 days/i],
    ['do-not-call within 30 days', /do-not-call list and honour your request within 30 days/i],
    ['cookie opt-out: browser settings', /Browser settings\. Most browsers let you block or delete cookies/],
    ['cookie opt-out: DAA', /Digital Advertising Alliance.s WebChoices tool \(optout\.aboutads\.info\)/],
    ['cookie opt-out: NAI', /Network Advertising Initiative.s consumer opt-out page/],
    ['cookie data about one year', /kept for up to about one year/i],
    ['call recordings six years', /Call recordings are kept for up to six years/],
    ['lead records for legal compliance', /as long as we need them to comply with the law/i],
    ['non-discrimination', /will not discriminate against you/i],
    ['security', /administrative, technical and physical safeguards/i],
    ['minors: not directed', /not directed to anyone under 18/i],
    ['minors: not knowingly collected', /do not knowingly collect personal information from anyone under 18/i],
    ['international transfer', /transferred to and processed in the United States/i],
    ['changes', /We may update this Privacy Policy/],
    ['contact', /e-mail Test Claim Brand at privacy@test-claim\.example/],
  ]

  it.each(required)('mentions %s', async (_label, pattern) => {
    const { text } = await renderPage(PrivacyPolicyPage)
    expect(text).toMatch(pattern)
  })

  it('names the ad-industry opt-out pages in text without linking to them', async () => {
    const { container } = await renderPage(PrivacyPolicyPage)
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '')
    expect(hrefs.some((href) => /aboutads|networkadvertising/.test(href))).toBe(false)
    expect(container.querySelector('script, iframe')).toBeNull()
  })

  it('links to the marketing partners list and the California notice', async () => {
    const { container } = await renderPage(PrivacyPolicyPage)
    expect(container.querySelector('a[href="/marketing-partner"]')).not.toBeNull()
    expect(container.querySelector('a[href="/california-privacy"]')).not.toBeNull()
  })
})

describe('TermsPage content', () => {
  const required: Array<[string, RegExp]> = [
    ['acceptance', /By using the Service, you accept these Terms/],
    ['advertising', /advertisement paid for by participating attorneys/i],
    ['not a law firm', /not a law firm/i],
    ['not legal advice', /Nothing on this site is legal advice/i],
    ['no attorney-client relationship', /not create an attorney-client relationship/i],
    ['personal use only', /personal, non-commercial purposes/i],
    ['no reverse engineering', /reverse engineer/i],
    ['no scraping', /scrapers/i],
    ['no interference', /interfere with or disrupt the Service/i],
    ['intellectual property', /protected by copyright, trademark and other laws/i],
    ['copyright notice: signature', /physical or electronic signature/i],
    ['copyright notice: work', /identification of the copyrighted work/i],
    ['copyright notice: infringing material', /identification of the material you claim is infringing/i],
    ['copyright notice: contact information', /your contact information/i],
    ['copyright notice: good faith', /good-faith belief/i],
    ['copyright notice: accuracy under penalty of perjury', /accurate and, under penalty of perjury/i],
    ['copyright notice: where to send', /Send the notice by e-mail to privacy@test-claim\.example/],
    ['modification or termination', /change, suspend or stop any part of the Service/i],
    ['third-party links', /not responsible for their content/i],
    ['as-is disclaimer', /provided .as is. and .as available./i],
    ['limitation of liability', /will not be liable for any indirect/i],
    ['indemnity', /defend, indemnify and hold harmless/i],
    ['one-year limit on claims', /must be brought within one year/i],
    ['choice of law', /governed by the laws of the State of Delaware/],
    ['venue', /courts located in the State of Delaware/],
    ['cookies', /uses cookies and similar technologies/i],
    ['iFrame ban', /inside a frame or iFrame on another website/],
    ['TCPA consent summary', /automated dialing technology or a pre-recorded or artificial voice/i],
    ['consent text reference', /consent text shown on the form when you submitted it is the controlling version/i],
    ['consent not a condition', /not a condition of getting a consultation/i],
    ['contact', /Questions about these Terms can be sent to Test Claim Brand/],
  ]

  it.each(required)('mentions %s', async (_label, pattern) => {
    const { text } = await renderPage(TermsPage)
    expect(text).toMatch(pattern)
  })

  it('links to the privacy policy and the marketing partners list', async () => {
    const { container } = await renderPage(TermsPage)
    expect(container.querySelector('a[href="/privacy-policy"]')).not.toBeNull()
    expect(container.querySelector('a[href="/marketing-partner"]')).not.toBeNull()
  })
})

describe('CaliforniaPrivacyPage content', () => {
  const postal = 'Attn: Privacy, Test Claim Brand, P.O. Box 1200, Wilmington, DE 19899'
  const required: Array<[string, RegExp]> = [
    ['California residents only', /applies only to residents of the State of California/],
    ['CCPA and CPRA', /California Consumer Privacy Act.*California Privacy Rights Act/],
    ['categories collected', /Identifiers.*Internet or other electronic network activity.*Sensitive personal information/],
    ['purposes', /We collect and use personal information for these business and commercial purposes/],
    ['sale or sharing', /this may be a .sale. of personal information/i],
    ['opt out by e-mail', /By e-mail: write to privacy@test-claim\.example/],
    ['opt out by postal mail', /By postal mail: write to Attn: Privacy, Test Claim Brand, P\.O\. Box 1200, Wilmington, DE 19899/],
    ['12-month wait before re-asking', /wait at least 12 months before asking you to authorize the sale/i],
    ['authorized agent: written authorization signed', /written authorization, signed by you/i],
    ['authorized agent: identity verification', /verify your own identity directly with us/i],
    ['how requests are verified', /we must verify that a request/i],
    ['accessibility', /need it in an alternative format/i],
    ['accessibility on request', /provide it on request/i],
    ['non-discrimination', /will not discriminate against you for exercising any of your CCPA rights/i],
    ['other rights', /Know and access.*Delete.*Correct/],
  ]

  it.each(required)('mentions %s', async (_label, pattern) => {
    const { text } = await renderPage(CaliforniaPrivacyPage)
    expect(text).toMatch(pattern)
  })

  it('gives the complete postal address', async () => {
    const { text } = await renderPage(CaliforniaPrivacyPage)
    expect(text).toContain(postal)
  })

  it('lists the categories in an accessible table', async () => {
    await renderPage(CaliforniaPrivacyPage)
    const table = screen.getByRole('table')
    expect(within(table).getAllByRole('columnheader').length).toBe(3)
    expect(within(table).getAllByRole('rowheader').length).toBeGreaterThanOrEqual(6)
  })
})

const spanishPages = [
  {
    name: 'PrivacyPolicyPage',
    Page: PrivacyPolicyPage,
    route: '/es/privacy-policy',
    h1: 'Política de Privacidad',
    english: PrivacyPolicyEn,
  },
  { name: 'TermsPage', Page: TermsPage, route: '/es/term-and-conditions', h1: 'Términos y Condiciones', english: TermsEn },
  {
    name: 'CaliforniaPrivacyPage',
    Page: CaliforniaPrivacyPage,
    route: '/es/california-privacy',
    h1: 'Aviso de Privacidad para California',
    english: CaliforniaPrivacyEn,
  },
] as const

describe.each(spanishPages)('$name at its /es address', ({ Page, route, h1, english }) => {
  it('is in Spanish: banner, head, table of contents and last-updated date', async () => {
    const { text } = await renderPage(Page, route)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(h1)
    const calls = useHeadMock.mock.calls
    const head = calls[calls.length - 1][0] as { title: string; description: string }
    expect(head.title).toBe(`${h1} | ${SITE.brand}`)
    expect(head.description).toContain(SITE.brand)
    expect(text).toContain('Última actualización: 21 de noviembre de 2026')
    expect(text).not.toMatch(/Last updated|On this page|Contact us|Privacy Policy|Terms and Conditions/)
  })

  it('has the English document’s sections, under the same anchors', async () => {
    const { container } = await renderPage(Page, route)
    const spanishIds = [...container.querySelectorAll('section[id]')].map((section) => section.id)
    cleanup()
    const { container: englishContainer } = await renderPage(english as unknown as () => ReactElement)
    const englishIds = [...englishContainer.querySelectorAll('section[id]')].map((section) => section.id)
    expect(spanishIds).toEqual(englishIds)
  })

  it('links the site’s pages in Spanish and the e-mail address', async () => {
    const { container } = await renderPage(Page, route)
    expect(container.querySelector(`a[href="mailto:${SITE.email}"]`)).not.toBeNull()
    const internal = [...container.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href') ?? '')
    expect(internal.length).toBeGreaterThan(0)
    for (const href of internal) expect(href).toMatch(/^\/es\//)
  })
})

describe('the Spanish legal documents’ terms', () => {
  it('the California notice names the CCPA rights as California’s Spanish materials do', async () => {
    const { text } = await renderPage(CaliforniaPrivacyPage, '/es/california-privacy')
    for (const term of ['derecho a saber', 'derecho a eliminar', 'derecho a corregir', 'derecho a limitar', 'No vender ni compartir']) {
      expect(text).toContain(term)
    }
    expect(text).toContain('Attn: Privacy, Test Claim Brand, P.O. Box 1200, Wilmington, DE 19899')
    expect(text).toContain('15 días hábiles')
    expect(within(screen.getByRole('table')).getAllByRole('rowheader').length).toBeGreaterThanOrEqual(6)
  })

  it('the Terms keep the one-year limit, Delaware law and the US$100 cap', async () => {
    const { text } = await renderPage(TermsPage, '/es/term-and-conditions')
    expect(text).toMatch(/dentro de un año \(1 año\)/)
    expect(text).toContain('leyes del Estado de Delaware')
    expect(text).toContain('US$100')
    expect(text).toMatch(/no crea una relación abogado-cliente/)
  })

  it('the Privacy Policy keeps its periods: 30 days, six years, once a year', async () => {
    const { text } = await renderPage(PrivacyPolicyPage, '/es/privacy-policy')
    expect(text).toContain('hasta seis años')
    expect(text).toContain('una vez al año')
    expect(text).toMatch(/plazo de hasta 30 días/)
    expect(text).toContain('Su privacidad es importante para nosotros.')
  })

  it('the English pages stay English', async () => {
    const { text } = await renderPage(PrivacyPolicyPage, '/privacy-policy')
    expect(text).toContain('Your privacy matters to us.')
    expect(text).not.toContain('Su privacidad')
  })
})
