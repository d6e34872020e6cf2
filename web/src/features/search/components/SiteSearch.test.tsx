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
