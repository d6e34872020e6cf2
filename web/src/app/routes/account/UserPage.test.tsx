import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { plainUser, signIn, stubRoutes } from '@/testing/fetch-routes'
import UserPage from './UserPage'
import * as notify from '@/lib/notify'

// Toasts are silenced and recorded; the spies are undone after the file (its
// worker's other files share the module).
vi.spyOn(notify, 'notifySuccess').mockImplementation(() => {})
vi.spyOn(notify, 'notifyInfo').mockImplementation(() => {})
afterAll(() => vi.restoreAllMocks())

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('UserPage (/user)', () => {
  it("shows the user's name, e-mail and inquiries", async () => {
    signIn()
    stubRoutes({
      'GET /api/auth/profile': jsonResponse(200, { data: plainUser }),
      'GET /api/auth/inquiries': jsonResponse(200, {
        data: [{ id: 7, created_at: '2024-03-05T14:30:00Z', status: 'new', source_form: 'consultation', state: 'TX', state_name: 'Texas' }],
      }),
    })
    renderWithProviders(<UserPage />, { route: '/user' })
    expect(await screen.findByText('Uma User')).toBeInTheDocument()
    expect(screen.getByText('uma@example.com')).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'Your inquiries' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Status', 'Form', 'State'])
    const row = within(table).getAllByRole('row')[1]
    expect(row).toHaveTextContent('Mar 5, 2024')
    expect(row).toHaveTextContent('Received')
    expect(row).toHaveTextContent('Free consultation')
    expect(row).toHaveTextContent('Texas (TX)')
  })

  it('has an empty state, and Logout calls the server and signs out', async () => {
    const user = userEvent.setup()
    signIn()
    const fetchMock = stubRoutes({
      'GET /api/auth/profile': jsonResponse(200, { data: plainUser }),
      'GET /api/auth/inquiries': jsonResponse(200, { data: [] }),
      'GET /api/auth/logout': jsonResponse(200, { message: 'You have been logged out.' }),
    })
    renderWithProviders(<UserPage />, { route: '/user' })
    expect(await screen.findByText('You have not sent us any inquiries yet.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    expect(await screen.findByText('/login')).toBeInTheDocument()
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/auth/logout')
    expect(localStorage.getItem('claimsite.session')).toBeNull()
  })

  it('asks an unconfirmed user to confirm the address, sends a new link, and does not load inquiries', async () => {
    const user = userEvent.setup()
    signIn()
    const fetchMock = stubRoutes({
      'GET /api/auth/profile': jsonResponse(200, { data: { ...plainUser, email_verified: false } }),
      'POST /api/auth/resend-verification': jsonResponse(200, { message: 'We have sent a new confirmation link to uma@example.com.' }),
    })
    renderWithProviders(<UserPage />, { route: '/user' })
    expect(await screen.findByText('Not confirmed')).toBeInTheDocument()
    expect(screen.getByText('Your inquiries appear here once your e-mail address is confirmed.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send me a new confirmation link' }))
    expect(await screen.findByText('We have sent a new confirmation link to uma@example.com.')).toBeInTheDocument()
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/auth/inquiries')
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument()
  })

  it('sends an anonymous visitor to /login', async () => {
    stubRoutes({})
    renderWithProviders(<UserPage />, { route: '/user' })
    expect(await screen.findByTestId('location')).toHaveTextContent('/login')
  })
})
