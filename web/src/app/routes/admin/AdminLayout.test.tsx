import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { adminUser, signIn, stubRoutes } from '@/testing/fetch-routes'
import { AdminLayout } from './AdminLayout'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function renderShell() {
  signIn()
  stubRoutes({ 'GET /api/auth/profile': jsonResponse(200, { data: adminUser }) })
  return renderWithProviders(
    <Routes>
      <Route path="admin" element={<AdminLayout />}>
        <Route path="*" element={<p>The page</p>} />
      </Route>
    </Routes>,
    { route: '/admin/leads' },
  )
}

describe('AdminLayout', () => {
  it('closes the sidebar on a small screen when the admin moves to another page, and starts it at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const user = userEvent.setup()
    renderShell()
    const burger = screen.getByRole('button', { name: 'Menu' })
    await user.click(burger)
    expect(burger).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById('admin-sidebar')).toHaveClass('is-open')
    scrollTo.mockClear()

    await user.click(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'FAQs' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/faqs')
    expect(burger).toHaveAttribute('aria-expanded', 'false')
    expect(document.getElementById('admin-sidebar')).not.toHaveClass('is-open')
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 })
  })

  it('closes the sidebar with Escape or a click on the backdrop, without leaving the page', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const user = userEvent.setup()
    const { container } = renderShell()
    const burger = screen.getByRole('button', { name: 'Menu' })
    await user.click(burger)
    await user.keyboard('{Escape}')
    expect(burger).toHaveAttribute('aria-expanded', 'false')

    await user.click(burger)
    const backdrop = container.querySelector('.admin-backdrop')
    expect(backdrop).not.toBeNull()
    await user.click(backdrop as Element)
    expect(burger).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/leads')
  })
})
