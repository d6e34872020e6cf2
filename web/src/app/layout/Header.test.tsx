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
