import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { api, readAccessToken } from '@/lib/api-client'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { signIn, stubRoutes } from '@/testing/fetch-routes'
import { SessionWatcher } from './SessionWatcher'
import * as notify from '@/lib/notify'

// Toasts are silenced and recorded; the spies are undone after the file (its
// worker's other files share the module).
vi.spyOn(notify, 'notifyInfo').mockImplementation(() => {})
afterAll(() => vi.restoreAllMocks())

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('SessionWatcher', () => {
  it('signs out on a 401 from any signed-in call: token and cache cleared, sent to /login', async () => {
    signIn('expired-token')
    stubRoutes({ 'GET /api/admin/stats': jsonResponse(401, { message: 'Unauthenticated.' }) })
    const { queryClient } = renderWithProviders(<SessionWatcher />, { route: '/admin/services' })
    queryClient.setQueryData(['admin', 'services', 1], { data: [] })

    await act(async () => {
      await expect(api.get('/admin/stats')).rejects.toMatchObject({ status: 401 })
    })

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'))
    expect(readAccessToken()).toBeNull()
    expect(localStorage.getItem('claimsite.session')).toBeNull()
    expect(queryClient.getQueryData(['admin', 'services', 1])).toBeUndefined()
  })

  it('does the same for a 401 on /user calls', async () => {
    signIn()
    stubRoutes({ 'GET /api/auth/inquiries': jsonResponse(401, { message: 'Unauthenticated.' }) })
    renderWithProviders(<SessionWatcher />, { route: '/user' })
    await act(async () => {
      await api.get('/auth/inquiries').catch(() => undefined)
    })
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'))
    expect(readAccessToken()).toBeNull()
  })

  it('leaves a failed login alone (401 means bad credentials there)', async () => {
    signIn('still-valid')
    stubRoutes({ 'POST /api/auth/login': jsonResponse(401, { message: 'These credentials do not match our records.' }) })
    renderWithProviders(<SessionWatcher />, { route: '/login?x=1' })
    await act(async () => {
      await api.post('/auth/login', { email: 'a@b.c', password: 'x' }).catch(() => undefined)
    })
    expect(readAccessToken()).toBe('still-valid')
  })

  it('ignores other errors', async () => {
    signIn('tok')
    stubRoutes({ 'GET /api/admin/stats': jsonResponse(403, { message: 'This action is unauthorized.' }) })
    renderWithProviders(<SessionWatcher />, { route: '/admin' })
    await act(async () => {
      await api.get('/admin/stats').catch(() => undefined)
    })
    expect(readAccessToken()).toBe('tok')
    expect(screen.getByTestId('location')).toHaveTextContent('/admin')
  })
})
