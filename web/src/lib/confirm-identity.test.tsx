import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { api, ApiError } from './api-client'
import { ConfirmIdentityProvider } from './confirm-identity'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { adminUser, signIn, stubRoutes } from '@/testing/fetch-routes'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const refusal = {
  message: 'Confirm it is you to continue: enter your password, or a code from your authenticator app.',
  code: 'confirmation_required',
}

describe('ConfirmIdentityProvider', () => {
  it('asks for the password when an action needs a fresh check, then repeats the action', async () => {
    const user = userEvent.setup()
    signIn()
    let exports = 0
    const fetchMock = stubRoutes({
      'GET /api/auth/profile': jsonResponse(200, { data: { ...adminUser, mfa_enabled: false, totp_enabled: false } }),
      'DELETE /api/admin/leads/7': () => (++exports === 1 ? jsonResponse(403, refusal) : jsonResponse(200, { message: 'Lead deleted.' })),
      'POST /api/auth/confirm': (init) =>
        JSON.parse(init!.body as string).password === 'right-password'
          ? jsonResponse(200, { message: 'Thank you.' })
          : jsonResponse(422, { message: 'The password is incorrect.', errors: { password: ['The password is incorrect.'] } }),
    })
    renderWithProviders(
      <ConfirmIdentityProvider>
        <p>page</p>
      </ConfirmIdentityProvider>,
    )
    const action = api.delete<{ message: string }>('/admin/leads/7')
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' })
    const field = screen.getByLabelText('Your password')
    await user.type(field, 'wrong')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, 'right-password')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    await expect(action).resolves.toEqual({ message: 'Lead deleted.' })
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/admin/leads/7')).toHaveLength(2)
  })

  it('offers a code to an account with an authenticator, and a cancel keeps the refusal', async () => {
    const user = userEvent.setup()
    signIn()
    stubRoutes({
      'GET /api/auth/profile': jsonResponse(200, { data: { ...adminUser, mfa_enabled: true, totp_enabled: true } }),
      'POST /api/admin/consent-texts': jsonResponse(403, refusal),
    })
    renderWithProviders(
      <ConfirmIdentityProvider>
        <p>page</p>
      </ConfirmIdentityProvider>,
    )
    // The refusal is caught at once: it arrives when Cancel is pressed.
    const action = api.post('/admin/consent-texts', { text: 'x' }).catch((error: unknown) => error)
    await screen.findByRole('dialog', { name: 'Confirm it is you' })
    expect(await screen.findByLabelText('Code from your authenticator app')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Use my password instead' }))
    expect(screen.getByLabelText('Your password')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    const refused = await action
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({ code: 'confirmation_required' })
  })
})
