import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { stubRoutes } from '@/testing/fetch-routes'
import { Header } from './Header'

afterEach(() => {
  vi.unstubAllGlobals()
})

function stubMenus() {
  stubRoutes({
    'GET /api/all-services': jsonResponse(200, { data: [{ id: 3, title: 'Car Accidents' }] }),
    'GET /api/states': jsonResponse(200, { data: [{ id: 5, name: 'Texas' }] }),
    'GET /api/search': jsonResponse(200, { data: [] }),
  })
}

describe('Header', () => {
  it('closes the mobile menu when the visitor moves to another page, and it opens again on request', async () => {
    const user = userEvent.setup()
    stubMenus()
    renderWithProviders(<Header />, { route: '/' })
    const burger = screen.getByRole('button', { name: 'Menu' })
    expect(burger).toHaveAttribute('aria-expanded', 'false')
    await user.click(burger)
    expect(burger).toHaveAttribute('aria-expanded', 'true')

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'FAQs' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/Faqs')
    expect(burger).toHaveAttribute('aria-expanded', 'false')
    expect(document.getElementById('main-menu')).not.toHaveClass('is-open')

    await user.click(burger)
    expect(burger).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById('main-menu')).toHaveClass('is-open')
  })

  it('closes an open dropdown when one of its items is followed', async () => {
    const user = userEvent.setup()
    stubMenus()
    renderWithProviders(<Header />, { route: '/' })
    const toggle = screen.getByRole('button', { name: 'Services menu' })
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.click(await screen.findByRole('link', { name: 'Car Accidents' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/service-detail/3')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'Car Accidents' })).not.toBeInTheDocument()

    // The next page's menu opens as before.
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
  })
})

describe('Header in Spanish', () => {
  it('speaks Spanish on a Spanish page, keeps its links on Spanish pages and offers the English page', async () => {
    const user = userEvent.setup()
    // Content in the page's language only: an English request gets nothing.
    const inSpanish = (data: unknown) => (_init: RequestInit | undefined, url: string) =>
      url.includes('lang=es') ? jsonResponse(200, { data }) : jsonResponse(404, { message: 'asked in English' })
    stubRoutes({
      'GET /api/all-services': inSpanish([{ id: 3, title: 'Accidentes de auto' }]),
      'GET /api/states': inSpanish([{ id: 5, name: 'Texas' }]),
    })
    renderWithProviders(<Header />, { route: '/es/services' })
    const nav = screen.getByRole('navigation', { name: 'Principal' })
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es')
    expect(screen.getByRole('link', { name: 'Ir al contenido' })).toBeInTheDocument()
    const english = screen.getByRole('link', { name: 'View this page in English' })
    expect(english).toHaveAttribute('href', '/services')
    expect(english).toHaveAttribute('hreflang', 'en-US')
    expect(english).toHaveTextContent('English')
    await user.click(within(nav).getByRole('button', { name: /Servicios/ }))
    expect(await screen.findByRole('link', { name: 'Accidentes de auto' })).toHaveAttribute('href', '/es/service-detail/3')
    await user.click(within(nav).getByRole('link', { name: 'Preguntas frecuentes' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/es/Faqs')
  })

  it('offers the Spanish page on an English one', () => {
    stubMenus()
    renderWithProviders(<Header />, { route: '/services?page=2' })
    const spanish = screen.getByRole('link', { name: 'Ver esta página en español' })
    expect(spanish).toHaveAttribute('href', '/es/services?page=2')
    expect(spanish).toHaveAttribute('lang', 'es-US')
  })
})
