import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { stubRoutes } from '@/testing/fetch-routes'
import * as notify from '@/lib/notify'
import AcceptInvitationPage from './AcceptInvitationPage'

vi.spyOn(notify, 'notifySuccess').mockImplementation(() => {})
afterAll(() => vi.restoreAllMocks())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const offer = {
  email: 'eddie@example.com',
  role: 'editor',
  partner_name: null,
  invited_by_name: 'Ada Admin',
  expires_at: '2026-12-06T10:00:00Z',
  has_account: false,
}

describe('AcceptInvitationPage (/accept-invitation)', () => {
  it("says what the invitation offers, accepts it and lands in the role's area signed in", async () => {
    const user = userEvent.setup()
    const fetchMock = stubRoutes({
      'POST /api/auth/invitation': jsonResponse(200, { data: offer }),
      'POST /api/auth/accept-invitation': jsonResponse(200, {
        message: 'Welcome: your account is ready.',
        access_token: 'new-token',
        token_type: 'Bearer',
        expires_at: '2026-11-30T00:00:00Z',
        user: {
          id: 5,
          first_name: 'Eddie',
          last_name: 'Doe',
          email: offer.email,
          role: 'editor',
          partner_id: null,
          email_verified: true,
          created_at: '2026-11-29T00:00:00Z',
        },
      }),
    })
    renderWithProviders(<AcceptInvitationPage />, { route: '/accept-invitation?token=tok-1' })
    expect(
      await screen.findByText('Ada Admin invites you to join Test Claims as an editor. The invitation expires on December 6, 2026.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('eddie@example.com')
    expect(JSON.parse(fetchMock.mock.calls[0][1]!.body as string)).toEqual({ token: 'tok-1' })

    // The browser's checks first: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }))
    expect(await screen.findByText('First name is required.')).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(1)

    await user.type(screen.getByLabelText('First name'), 'Eddie')
    await user.type(screen.getByLabelText('Last name'), 'Doe')
    await user.type(screen.getByLabelText('New password'), 'correct horse')
    await user.type(screen.getByLabelText('Repeat the new password'), 'correct horse')
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }))
    expect(await screen.findByText('/admin')).toBeInTheDocument()
    expect(JSON.parse(fetchMock.mock.calls[1][1]!.body as string)).toEqual({
      token: 'tok-1',
      first_name: 'Eddie',
      last_name: 'Doe',
      password: 'correct horse',
    })
    expect(JSON.parse(localStorage.getItem('claimsite.session')!)).toEqual({ access_token: 'new-token' })
  })

  it('warns that an existing account gets the role and the new password', async () => {
    stubRoutes({
      'POST /api/auth/invitation': jsonResponse(200, { data: { ...offer, role: 'partner', partner_name: 'Baker Law', has_account: true } }),
    })
    renderWithProviders(<AcceptInvitationPage />, { route: '/accept-invitation?token=tok-2' })
    expect(await screen.findByText(/as a member of the partner firm Baker Law\./)).toBeInTheDocument()
    expect(screen.getByText(/eddie@example.com has an account already: accepting gives it this role/)).toHaveAttribute('role', 'status')
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. It replaces the password of your account.',
    )
  })

  it('says when the link is used, withdrawn or expired, and when there is none', async () => {
    const message =
      'This invitation is invalid, has already been used, was withdrawn or has expired. Please ask the person who invited you for a new one.'
    stubRoutes({ 'POST /api/auth/invitation': jsonResponse(422, { message, errors: { token: [message] } }) })
    const { unmount } = renderWithProviders(<AcceptInvitationPage />, { route: '/accept-invitation?token=old' })
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull()
    unmount()
    renderWithProviders(<AcceptInvitationPage />, { route: '/accept-invitation' })
    expect(await screen.findByRole('alert')).toHaveTextContent('This page opens from the link in your invitation e-mail.')
  })
})
