import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { stubRoutes } from '@/testing/fetch-routes'
import { SessionsSection } from './SessionsSection'
import * as notify from '@/lib/notify'

const notifySuccess = vi.spyOn(notify, 'notifySuccess').mockImplementation(() => {})
afterAll(() => vi.restoreAllMocks())
afterEach(() => vi.unstubAllGlobals())

const sessions = [
  {
    id: 'a1',
    created_at: '2026-11-20T10:00:00Z',
    last_used_at: '2026-11-29T09:00:00Z',
    expires_at: '2026-12-20T10:00:00Z',
    ip: '198.51.100.7',
    browser: 'Chrome on Windows',
    current: true,
  },
  {
    id: 'b2',
    created_at: '2026-11-10T10:00:00Z',
    last_used_at: '2026-11-28T09:00:00Z',
    expires_at: '2026-12-10T10:00:00Z',
    ip: '203.0.113.4',
    browser: 'Safari on iOS',
    current: false,
  },
]

describe('SessionsSection', () => {
  it('lists where the account is signed in and signs one or all the others out', async () => {
    const user = userEvent.setup()
    const fetchMock = stubRoutes({
      'GET /api/auth/sessions': jsonResponse(200, { data: sessions }),
      'DELETE /api/auth/sessions/b2': jsonResponse(200, { message: 'That session is signed out.' }),
      'POST /api/auth/sessions/revoke-others': jsonResponse(200, { message: 'Every other session is signed out.', ended: 1 }),
    })
    renderWithProviders(<SessionsSection />)
    const items = await screen.findAllByRole('listitem')
    expect(items[0]).toHaveTextContent('Chrome on Windows')
    expect(within(items[0]).getByText('This browser')).toBeInTheDocument()
    expect(within(items[0]).queryByRole('button')).toBeNull()
    expect(items[1]).toHaveTextContent('Safari on iOS')
    expect(items[1]).toHaveTextContent('203.0.113.4')
    await user.click(within(items[1]).getByRole('button', { name: /^Sign out Safari on iOS/ }))
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('That session is signed out.'))
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }))
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Every other session is signed out.'))
    const methods = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)
    expect(methods).toContain('DELETE /api/auth/sessions/b2')
    expect(methods).toContain('POST /api/auth/sessions/revoke-others')
  })
})
