import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { plainUser, signIn, stubRoutes } from '@/testing/fetch-routes'
import ResetPasswordPage from '@/app/routes/account/ResetPasswordPage'
import VerifyEmailPage from '@/app/routes/account/VerifyEmailPage'
import { ChangePasswordForm } from './ChangePasswordForm'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const sentMessage =
  'If an account exists for that e-mail address, we have sent it a link to reset the password. The link expires in 1 hour.'

function bodyOf(fetchMock: ReturnType<typeof stubRoutes>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([url]) => url === path)
  return call ? JSON.parse(String(call[1]?.body)) : undefined
}

describe('/reset-password without a token', () => {
  it('asks for the address and shows the same answer whatever it is', async () => {
    const user = userEvent.setup()
    const fetchMock = stubRoutes({ 'POST /api/auth/forgot-password': jsonResponse(200, { message: sentMessage }) })
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' })
    expect(screen.getByRole('heading', { name: 'Reset password' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'person@example.com')
    await user.click(screen.getByRole('button', { name: 'Request a password reset' }))
    expect(await screen.findByText(sentMessage, { exact: false })).toHaveAttribute('role', 'status')
    expect(bodyOf(fetchMock, '/api/auth/forgot-password')).toEqual({ email: 'person@example.com' })
  })

  it('shows a server field error and a 429 without losing the address', async () => {
    const user = userEvent.setup()
    let calls = 0
    stubRoutes({
      'POST /api/auth/forgot-password': () =>
        ++calls === 1
          ? jsonResponse(422, {
              message: 'The email must be a valid email address.',
              errors: { email: ['The email must be a valid email address.'] },
            })
          : jsonResponse(429, { message: 'Too many requests. Please try again in 5 minutes.' }),
    })
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' })
    await user.type(screen.getByLabelText('Email'), 'person@example')
    await user.click(screen.getByRole('button', { name: 'Request a password reset' }))
    expect(await screen.findByText('The email must be a valid email address.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Request a password reset' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 5 minutes.')
    expect(screen.getByLabelText('Email')).toHaveValue('person@example')
  })
})

describe('/reset-password?token=', () => {
  it('checks the two passwords match, then sets the new one and signs this browser out', async () => {
    const user = userEvent.setup()
    signIn('old-session')
    const fetchMock = stubRoutes({ 'POST /api/auth/reset-password': jsonResponse(200, { message: 'Your password has been reset.' }) })
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc123' })
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('New password'), 'a long new password')
    await user.type(screen.getByLabelText('Repeat the new password'), 'a different one')
    await user.click(screen.getByRole('button', { name: 'Set the new password' }))
    expect(await screen.findByText('The two passwords differ.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()

    await user.clear(screen.getByLabelText('Repeat the new password'))
    await user.type(screen.getByLabelText('Repeat the new password'), 'a long new password')
    await user.click(screen.getByRole('button', { name: 'Set the new password' }))
    expect(await screen.findByText('Your password has been reset.', { exact: false })).toHaveAttribute('role', 'status')
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(bodyOf(fetchMock, '/api/auth/reset-password')).toEqual({ token: 'abc123', password: 'a long new password' })
    expect(localStorage.getItem('claimsite.session')).toBeNull()
  })

  it('says when the link is used up and offers a new one', async () => {
    const user = userEvent.setup()
    const used = 'This link is invalid, has already been used or has expired. Please ask for a new one.'
    stubRoutes({ 'POST /api/auth/reset-password': jsonResponse(422, { message: used, errors: { token: [used] } }) })
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=spent' })
    await user.type(screen.getByLabelText('New password'), 'a long new password')
    await user.type(screen.getByLabelText('Repeat the new password'), 'a long new password')
    await user.click(screen.getByRole('button', { name: 'Set the new password' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(used)
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/reset-password')
  })
})

describe('/verify-email', () => {
  it('uses the link once and says the address is confirmed', async () => {
    const fetchMock = stubRoutes({
      'POST /api/auth/verify-email': jsonResponse(200, { message: 'Thank you: your e-mail address is confirmed.', data: plainUser }),
    })
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email?token=tok-1' })
    expect(await screen.findByText('Thank you: your e-mail address is confirmed.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/verify-email')).toHaveLength(1)
    expect(bodyOf(fetchMock, '/api/auth/verify-email')).toEqual({ token: 'tok-1' })
  })

  it('offers a signed-in, unconfirmed user a new link when this one failed', async () => {
    const user = userEvent.setup()
    signIn()
    const expired = 'This link is invalid, has already been used or has expired. Please ask for a new one.'
    stubRoutes({
      'POST /api/auth/verify-email': jsonResponse(422, { message: expired, errors: { token: [expired] } }),
      'GET /api/auth/profile': jsonResponse(200, { data: { ...plainUser, email_verified: false } }),
      'POST /api/auth/resend-verification': jsonResponse(200, { message: 'We have sent a new confirmation link to uma@example.com.' }),
    })
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email?token=old' })
    expect(await screen.findByRole('alert')).toHaveTextContent(expired)
    await user.click(await screen.findByRole('button', { name: 'Send me a new confirmation link' }))
    expect(await screen.findByText('We have sent a new confirmation link to uma@example.com.')).toBeInTheDocument()
  })
})

describe('ChangePasswordForm', () => {
  it('shows a wrong current password under its field, then confirms a change and clears the form', async () => {
    const user = userEvent.setup()
    let calls = 0
    const fetchMock = stubRoutes({
      'POST /api/auth/change-password': () =>
        ++calls === 1
          ? jsonResponse(422, {
              message: 'The current password is incorrect.',
              errors: { current_password: ['The current password is incorrect.'] },
            })
          : jsonResponse(200, { message: 'Your password has been changed. Every other session has been signed out.' }),
    })
    renderWithProviders(<ChangePasswordForm />)
    await user.type(screen.getByLabelText('Current password'), 'wrong')
    await user.type(screen.getByLabelText('New password'), 'a long new password')
    await user.type(screen.getByLabelText('Repeat the new password'), 'a long new password')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument()
    expect(screen.getByLabelText('New password')).toHaveValue('a long new password')

    await user.clear(screen.getByLabelText('Current password'))
    await user.type(screen.getByLabelText('Current password'), 'right one')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Every other session has been signed out.', { exact: false })).toHaveAttribute('role', 'status')
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''))
    expect(bodyOf(fetchMock, '/api/auth/change-password')).toEqual({ current_password: 'wrong', password: 'a long new password' })
  })
})
