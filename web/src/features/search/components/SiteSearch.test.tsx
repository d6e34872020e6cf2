import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { stubRoutes } from '@/testing/fetch-routes'
import { SiteSearch } from './SiteSearch'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('SiteSearch', () => {
  it('lists hits from /api/search', async () => {
    const user = userEvent.setup()
    stubRoutes({
      'GET /api/search': jsonResponse(200, {
        data: [{ type: 'service', id: 3, title: 'Car Accidents', snippet: 'After a crash…', url: '/service-detail/3' }],
      }),
    })
    renderWithProviders(<SiteSearch />)
    await user.type(screen.getByRole('searchbox'), 'car')
    expect(await screen.findByRole('link', { name: /Car Accidents/ })).toHaveAttribute('href', '/service-detail/3')
  })

  it("shows the server's wait when searches are over the limit", async () => {
    const user = userEvent.setup()
    stubRoutes({ 'GET /api/search': jsonResponse(429, { message: 'Too many requests. Please try again in 1 minute.' }) })
    renderWithProviders(<SiteSearch />)
    await user.type(screen.getByRole('searchbox'), 'car')
    expect(await screen.findByText('Too many requests. Please try again in 1 minute.')).toBeInTheDocument()
  })

  it('says search is unavailable on a server failure', async () => {
    const user = userEvent.setup()
    stubRoutes({ 'GET /api/search': jsonResponse(400, { message: 'Bad request.' }) })
    renderWithProviders(<SiteSearch />)
    await user.type(screen.getByRole('searchbox'), 'car')
    expect(await screen.findByText('Search is unavailable right now. Please try again.')).toBeInTheDocument()
  })

  it('closes the results when the visitor moves to another page, keeping the query', async () => {
    const user = userEvent.setup()
    stubRoutes({
      'GET /api/search': jsonResponse(200, {
        data: [{ type: 'service', id: 3, title: 'Car Accidents', snippet: 'After a crash…', url: '/service-detail/3' }],
      }),
    })
    renderWithProviders(<SiteSearch />)
    const box = screen.getByRole('searchbox')
    await user.type(box, 'car')
    const hit = await screen.findByRole('link', { name: /Car Accidents/ })
    expect(hit).toBeVisible()
    // Enter follows the first hit; the focus stays in the box.
    await user.keyboard('{Enter}')
    expect(screen.getByTestId('location')).toHaveTextContent('/service-detail/3')
    expect(hit).not.toBeVisible()
    expect(box).toHaveValue('car')
    expect(box).toHaveFocus()

    // Typing again opens them on the new page.
    await user.type(box, 's')
    expect(await screen.findByRole('link', { name: /Car Accidents/ })).toBeVisible()
  })
})

describe('SiteSearch in Spanish', () => {
  it('searches the Spanish texts and links its hits to the Spanish pages', async () => {
    const user = userEvent.setup()
    const fetchMock = stubRoutes({
      'GET /api/search': (_init, url) =>
        jsonResponse(200, {
          data: url.includes('lang=es')
            ? [
                { type: 'service', id: 3, title: 'Accidentes de auto', snippet: 'Después de un choque…', url: '/es/service-detail/3' },
                { type: 'question', id: 9, title: '¿Cuánto cuesta?', snippet: '', url: '/Faqs?page=1#question-9' },
              ]
            : [],
        }),
    })
    renderWithProviders(<SiteSearch />, { route: '/es/services' })
    const box = screen.getByRole('searchbox', { name: 'Buscar en el sitio' })
    expect(box).toHaveAttribute('placeholder', 'Buscar…')
    await user.type(box, 'auto')
    expect(await screen.findByRole('link', { name: /Accidentes de auto/ })).toHaveAttribute('href', '/es/service-detail/3')
    expect(screen.getByRole('link', { name: /¿Cuánto cuesta\?/ })).toHaveAttribute('href', '/es/Faqs?page=1#question-9')
    expect(screen.getByText('Servicio')).toBeInTheDocument()
    expect(screen.getByText('Pregunta frecuente')).toBeInTheDocument()
    expect(await screen.findByText('2 resultados')).toBeInTheDocument()
    for (const [url] of fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/search')))
      expect(String(url)).toContain('lang=es')
  })

  it('says so in Spanish when nothing matches', async () => {
    const user = userEvent.setup()
    stubRoutes({ 'GET /api/search': jsonResponse(200, { data: [] }) })
    renderWithProviders(<SiteSearch />, { route: '/es' })
    await user.type(screen.getByRole('searchbox'), 'barco')
    expect(await screen.findByText('No hay resultados para “barco”.')).toBeInTheDocument()
  })
})
