import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { renderWithProviders, jsonResponse } from '@/testing/render'
import { adminUser, plainUser, signIn, stubRoutes } from '@/testing/fetch-routes'
import { homeFor, RequireRole } from './auth'
import * as notify from './notify'

// Toasts are silenced and recorded; the spies are undone after the file (its
// worker's other files share the module).
const notifyInfo = vi.spyOn(notify, 'notifyInfo').mockImplementation(() => {})
vi.spyOn(notify, 'notifySuccess').mockImplementation(() => {})
vi.spyOn(notify, 'notifyError').mockImplementation(() => {})
afterAll(() => vi.restoreAllMocks())

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

function GuardedAdmin() {
  return (
    <Routes>
      <Route path="/login" element={<p>login page</p>} />
      <Route
        path="*"
        element={
          <RequireRole roles={['admin']} deniedMessage="You do not have access to the admin area.">
            <p>admin ui</p>
          </RequireRole>
        }
      />
    </Routes>
  )
}

describe('homeFor', () => {
  it('routes the staff to /admin, visitors and partner firms to /user and anything else home', () => {
    expect(homeFor('admin')).toBe('/admin')
    expect(homeFor('editor')).toBe('/admin')
    expect(homeFor('intake')).toBe('/admin')
    expect(homeFor('user')).toBe('/user')
    expect(homeFor('partner')).toBe('/partner')
    expect(homeFor('root')).toBe('/')
    expect(homeFor(undefined)).toBe('/')
  })
})

describe('RequireRole (admin guard)', () => {
  it('lets an admin through once the profile says so, with a spinner meanwhile', async () => {
    signIn()
    let answer: (r: Response) => void = () => {}
    const pending = new Promise<Response>((resolve) => (answer = resolve))
    vi.stubGlobal(
      'fetch',
      vi.fn(() => pending),
    )
    renderWithProviders(<GuardedAdmin />, { route: '/admin' })
    expect(screen.getByText('Checking your session…')).toBeInTheDocument()
    expect(screen.queryByText('admin ui')).not.toBeInTheDocument()
    answer(jsonResponse(200, { data: adminUser }))
    expect(await screen.findByText('admin ui')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/admin')
  })

  it('sends a signed-in user (role user) to /login with an info toast', async () => {
    signIn()
    stubRoutes({ 'GET /api/auth/profile': jsonResponse(200, { data: plainUser }) })
    renderWithProviders(<GuardedAdmin />, { route: '/admin/services' })
    expect(await screen.findByText('login page')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/login')
    expect(screen.queryByText('admin ui')).not.toBeInTheDocument()
    expect(notifyInfo).toHaveBeenCalledWith('You do not have access to the admin area.', 'Info', expect.anything())
  })

  it('sends an anonymous visitor to /login without asking the server', async () => {
    const fetchMock = stubRoutes({})
    renderWithProviders(<GuardedAdmin />, { route: '/admin' })
    expect(await screen.findByText('login page')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('ignores a role stored in localStorage: the profile decides', async () => {
    signIn('tok', { user: { role: 'admin' }, role: 'admin' })
    const fetchMock = stubRoutes({ 'GET /api/auth/profile': jsonResponse(200, { data: plainUser }) })
    renderWithProviders(<GuardedAdmin />, { route: '/admin' })
    expect(await screen.findByText('login page')).toBeInTheDocument()
    expect(screen.queryByText('admin ui')).not.toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/auth/profile')
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok')
  })

  it('sends a session the server rejects (401) to /login', async () => {
    signIn()
    stubRoutes({ 'GET /api/auth/profile': jsonResponse(401, { message: 'Unauthenticated.' }) })
    renderWithProviders(<GuardedAdmin />, { route: '/admin' })
    expect(await screen.findByText('login page')).toBeInTheDocument()
  })

  it('offers a retry, not /login, when the profile call fails for another reason', async () => {
    signIn()
    let calls = 0
    stubRoutes({
      'GET /api/auth/profile': () => {
        calls++
        return calls === 1 ? jsonResponse(503, { message: 'Service unavailable.' }) : jsonResponse(200, { data: adminUser })
      },
    })
    renderWithProviders(<GuardedAdmin />, { route: '/admin' })
    const retry = await screen.findByRole('button', { name: 'Try again' })
    expect(screen.queryByText('login page')).not.toBeInTheDocument()
    retry.click()
    expect(await screen.findByText('admin ui')).toBeInTheDocument()
  })

  it('lets role user into a user-or-admin area', async () => {
    signIn()
    stubRoutes({ 'GET /api/auth/profile': jsonResponse(200, { data: plainUser }) })
    renderWithProviders(
      <RequireRole roles={['user', 'admin']}>
        <p>account</p>
      </RequireRole>,
      { route: '/user' },
    )
    await waitFor(() => expect(screen.getByText('account')).toBeInTheDocument())
  })
})
