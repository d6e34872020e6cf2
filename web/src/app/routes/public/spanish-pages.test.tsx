import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { factMarkerHtml } from '@/lib/state-facts'
import { stubRoutes, type RouteAnswer } from '@/testing/fetch-routes'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import AboutPage from './AboutPage'
import BlogListPage from './BlogListPage'
import BlogPostPage from './BlogPostPage'
import FaqsPage from './FaqsPage'
import HomePage from './HomePage'
import NotFoundPage from './NotFoundPage'
import ServiceDetailPage from './ServiceDetailPage'
import ServicesPage from './ServicesPage'
import StateLawDetailPage from './StateLawDetailPage'
import StateLawListPage from './StateLawListPage'
import ThankYouPage from './ThankYouPage'

afterEach(() => {
  vi.unstubAllGlobals()
  document.head.querySelectorAll('[data-head]').forEach((node) => node.remove())
})

/** An answer given only to a request in Spanish (?lang=es): an English request gets a 404. */
const inSpanish =
  (body: unknown): RouteAnswer =>
  (_init, url) =>
    new URL(url, 'http://site.test').searchParams.get('lang') === 'es'
      ? jsonResponse(200, body)
      : jsonResponse(404, { message: `asked in English: ${url}` })

function paginated<T>(data: T[]) {
  return {
    data,
    current_page: 1,
    last_page: 1,
    total: data.length,
    per_page: 12,
    from: 1,
    to: data.length,
    prev_page_url: null,
    next_page_url: null,
  }
}

const service = {
  id: 3,
  title: 'Accidentes de auto',
  description: 'Un reclamo por un accidente de auto busca una compensación.\n\nSegundo párrafo.',
  path: '',
  seo_title: '',
  seo_description: '',
  seo_keywords: '',
  created_at: '',
  updated_at: '',
  alternates: { en: '/service-detail/3', es: '/es/service-detail/3' },
}

const texas = {
  id: 44,
  name: 'Texas',
  code: 'TX',
  title: 'Leyes de lesiones personales de Texas',
  description: `<p>Introducción.</p>${factMarkerHtml('statute')}`,
  path: '',
  seo_title: '',
  seo_description: '',
  seo_keywords: '',
  sol_years: 2,
  fault_rule: 'modified_51',
  government_notice_days: null,
  no_fault: false,
  bar_referral_url: '',
  bar_referral_phone: '',
  citation: 'Tex. Civ. Prac. & Rem. Code § 16.003',
  reviewed_on: null,
  alternates: { en: '/state-law-detail/44', es: '/es/state-law-detail/44' },
}

const post = {
  id: 7,
  title: 'Qué hacer después de un choque',
  slug: 'que-hacer-despues-de-un-choque',
  excerpt: 'Los primeros pasos.',
  body: '<p>Llame a la policía.</p>',
  path: '',
  published_at: '2024-03-05T15:00:00Z',
  seo_title: '',
  seo_description: '',
  seo_keywords: '',
  alternates: { en: '/blog/what-to-do-after-a-crash', es: '/es/blog/que-hacer-despues-de-un-choque' },
}

/** The public API as a Spanish page sees it. */
function stubSpanishApi() {
  return stubRoutes({
    'GET /api/all-services': inSpanish({ data: [service] }),
    'GET /api/card-services': inSpanish(paginated([service])),
    'GET /api/service-detail/3': inSpanish({ data: service }),
    'GET /api/states': inSpanish({
      data: [
        { id: 44, name: 'Texas', code: 'TX' },
        { id: 34, name: 'Carolina del Norte', code: 'NC' },
      ],
    }),
    'GET /api/state-law/44': inSpanish({ data: texas }),
    'GET /api/questions': inSpanish(paginated([{ id: 1, faq_question: '¿Cuánto cuesta la consulta?', answer: 'Nada.' }])),
    'GET /api/blogs': inSpanish(paginated([post])),
    [`GET /api/blogs/${post.slug}`]: inSpanish({ data: post }),
  })
}

function renderAt(route: string, pattern: string, page: ReactElement) {
  return renderWithProviders(
    <Routes>
      <Route path={pattern} element={page} />
    </Routes>,
    { route },
  )
}

/** Every link of the page to a public page stays on the Spanish site. */
function expectSpanishLinks(container: HTMLElement) {
  const hrefs = [...container.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href') ?? '')
  expect(hrefs.length).toBeGreaterThan(0)
  for (const href of hrefs) expect(href, href).toMatch(/^\/es(\/|$|\?)/)
}

const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content
const property = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[property="${name}"]`)?.content

describe('the public pages in Spanish', () => {
  it('home: its sections in Spanish, the content asked in Spanish, links on Spanish pages', async () => {
    const fetchMock = stubSpanishApi()
    const { container } = renderWithProviders(<HomePage />, {
      route: '/es',
      site: {
        hero: { headline: '¿Se lesionó en un accidente?', subline: '{brand} lo conecta con un abogado.' },
        cta_label: 'Consulta gratuita',
      },
    })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('¿Se lesionó en un accidente?')
    expect(screen.getByRole('heading', { name: 'Cómo funciona' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Hable hoy mismo con alguien' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Comience una evaluación gratuita de su caso/ })).toHaveAttribute('href', '/es/case-evaluation')
    expect(await screen.findByRole('link', { name: /Carolina del Norte/ })).toHaveAttribute('href', '/es/state-law-detail/34')
    expect(await screen.findByText('¿Cuánto cuesta la consulta?')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver todos los servicios' })).toHaveAttribute('href', '/es/services')
    expectSpanishLinks(container)
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => !url.includes('experiments'))
    for (const url of asked) expect(url).toContain('lang=es')
    await waitFor(() => expect(meta('description')).toMatch(/^¿Se lesionó en un accidente de auto/))
    expect(property('og:locale')).toBe('es_US')
    expect(property('og:locale:alternate')).toBe('en_US')
  })

  it('about us: its story, counters and carousel in Spanish', () => {
    stubSpanishApi()
    const { container } = renderWithProviders(<AboutPage />, { route: '/es/about-us' })
    expect(screen.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Por qué elegirnos' })).toBeInTheDocument()
    expect(screen.getByText('Años de experiencia')).toBeInTheDocument()
    // es-US groups thousands as en-US does.
    expect(container.querySelector('.counter .visually-hidden')?.textContent).toBe('14+')
    expect(screen.getAllByText('18,457+').length).toBeGreaterThan(0)
    expect(screen.getByRole('region', { name: 'Sobre nuestro servicio' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Siguiente imagen' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Consulta gratuita' })).toBeInTheDocument()
  })

  it('services: the grid asked in Spanish, its tiles linking to Spanish pages, the questions in Spanish', async () => {
    stubSpanishApi()
    const { container } = renderWithProviders(<ServicesPage />, { route: '/es/services' })
    expect(screen.getByRole('heading', { level: 1, name: 'Nuestros servicios' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: /Accidentes de auto/ })).toHaveAttribute('href', '/es/service-detail/3')
    expect(screen.getByRole('button', { name: '¿La consulta tiene algún costo?' })).toBeInTheDocument()
    expect(screen.getByText('Más información')).toBeInTheDocument()
    expectSpanishLinks(container)
  })

  it('a service: its record in Spanish, the static sections in Spanish, its head naming both versions', async () => {
    stubSpanishApi()
    const { container } = renderAt('/es/service-detail/3', '/es/service-detail/:id', <ServiceDetailPage />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Accidentes de auto' })).toBeInTheDocument()
    expect(screen.getByText('El servicio incluye')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Plazos para presentar un reclamo' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Otros servicios' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Comience una evaluación gratuita de su caso' })).toHaveAttribute(
      'href',
      '/es/case-evaluation?service=3',
    )
    expectSpanishLinks(container)
    await waitFor(() => expect(document.title).toBe('Accidentes de auto | Test Claims'))
    expect(meta('description')).toBe('Conozca nuestros servicios en detalle.')
  })

  it('the state list: Spanish names, links to the Spanish state pages', async () => {
    stubSpanishApi()
    const { container } = renderWithProviders(<StateLawListPage />, { route: '/es/stateLaw' })
    expect(screen.getByRole('heading', { level: 1, name: 'Leyes por estado' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: /Carolina del Norte/ })).toHaveAttribute('href', '/es/state-law-detail/34')
    expect(screen.getByRole('link', { name: /Carolina del Norte\s*\(se abre en una pestaña nueva\)/ })).toBeInTheDocument()
    expectSpanishLinks(container)
  })

  it('a state page: its fact paragraphs written in Spanish with the record’s name', async () => {
    stubSpanishApi()
    const { container } = renderAt('/es/state-law-detail/44', '/es/state-law-detail/:id', <StateLawDetailPage />)
    expect(await screen.findByRole('heading', { level: 2, name: 'Leyes de lesiones personales de Texas' })).toBeInTheDocument()
    const article = container.querySelector('.state-law')!
    expect(article.textContent?.replace(/\s+/g, ' ')).toContain(
      'En Texas, el plazo general de prescripción para reclamos por lesiones personales',
    )
    expect(within(article as HTMLElement).getByText('dos años')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Evaluación gratuita de su caso' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Comience una evaluación gratuita de su caso' })).toHaveAttribute(
      'href',
      '/es/case-evaluation?state=TX',
    )
    expect(screen.getByRole('heading', { name: '¿Se lesionó en Texas?' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Leyes de lesiones personales de Texas | Test Claims'))
  })

  it('the questions: asked in Spanish, in Spanish', async () => {
    stubSpanishApi()
    const { container } = renderWithProviders(<FaqsPage />, { route: '/es/Faqs' })
    expect(screen.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: '¿Cuánto cuesta la consulta?' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Contáctenos' })).toBeInTheDocument()
    expect(container.querySelectorAll('a[href^="/"]')).toHaveLength(0)
  })

  it('the blog: Spanish posts with their dates in Spanish, linking to the Spanish posts', async () => {
    stubSpanishApi()
    const { container } = renderWithProviders(<BlogListPage />, { route: '/es/blog' })
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Qué hacer después de un choque' })).toHaveAttribute(
      'href',
      '/es/blog/que-hacer-despues-de-un-choque',
    )
    expect(screen.getByText('5 de marzo de 2024')).toHaveAttribute('dateTime', post.published_at)
    expectSpanishLinks(container)
  })

  it('a post: its Spanish date, the way back to the Spanish blog, and its head naming the English post by its own slug', async () => {
    stubSpanishApi()
    const { container } = renderAt(`/es/blog/${post.slug}`, '/es/blog/:slug', <BlogPostPage />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Qué hacer después de un choque' })).toBeInTheDocument()
    expect(screen.getByText('5 de marzo de 2024')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Todos los artículos' })).toHaveAttribute('href', '/es/blog')
    expectSpanishLinks(container)
    await waitFor(() =>
      expect(document.head.querySelector('link[hreflang="en-US"]')?.getAttribute('href')).toBe('/blog/what-to-do-after-a-crash'),
    )
    expect(document.head.querySelector('link[hreflang="es-US"]')?.getAttribute('href')).toBe(`/es/blog/${post.slug}`)
  })

  it('not found and thank you: in Spanish, their way home the Spanish home', async () => {
    stubSpanishApi()
    const notFound = renderWithProviders(<NotFoundPage />, { route: '/es/nada' })
    expect(screen.getByRole('heading', { level: 1, name: '¡Uy! No encontramos la página.' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es')
    await waitFor(() => expect(document.title).toBe('Página no encontrada | Test Claims'))
    notFound.unmount()
    renderWithProviders(<ThankYouPage />, { route: '/es/thank-you' })
    expect(screen.getByRole('heading', { level: 1, name: '¡Todo listo!' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es')
  })
})

describe('the English pages stay as they were', () => {
  it('a post’s date in English', async () => {
    stubRoutes({ [`GET /api/blogs/${post.slug}`]: jsonResponse(200, { data: { ...post, title: 'What to do after a crash' } }) })
    renderAt(`/blog/${post.slug}`, '/blog/:slug', <BlogPostPage />)
    expect(await screen.findByText('March 5, 2024')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← All articles' })).toHaveAttribute('href', '/blog')
  })
})
