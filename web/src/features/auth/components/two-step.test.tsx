import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readAccessToken } from '@/lib/api-client'
import type { Profile } from '@/lib/auth'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { adminUser, stubRoutes } from '@/testing/fetch-routes'
import { LoginForm } from './LoginForm'
import { TwoStepSection } from './TwoStepSection'
import * as notify from '@/lib/notify'

vi.spyOn(notify, 'notifySuccess').mockImplementation(() => {})
vi.spyOn(notify, 'notifyError').mockImplementation(() => {})
afterAll(() => vi.restoreAllMocks())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const signedIn = {
  message: 'Login successful.',
  access_token: 'token-2fa',
  token_type: 'Bearer',
  expires_at: '2030-01-01T00:00:00Z',
  user: { ...adminUser, role: 'intake' },
}

async function password(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ines@example.com')
  await user.type(screen.getByLabelText('Password'), 'secret-password')
  await user.click(screen.getByRole('button', { name: 'Log in' }))
}

describe('LoginForm with a second factor', () => {
  it('asks for the code after the password, then signs in', async () => {
    const user = userEvent.setup()
    const fetchMock = stubRoutes({
      'POST /api/auth/login': jsonResponse(200, {
        message: 'Enter the code from your authenticator app.',
        mfa_required: true,
        mfa_token: 'mfa-1',
        methods: ['totp', 'recovery_code'],
      }),
      'POST /api/auth/login/mfa': (init) => {
        const body = JSON.parse(init!.body as string)
        if (body.code !== '123456') {
          const message = 'This code is not right. Check your authenticator app, or use one of your recovery codes.'
          return jsonResponse(422, { message, errors: { code: [message] } })
        }
        return jsonResponse(200, signedIn)
      },
    })
    renderWithProviders(<LoginForm />, { route: '/login' })
    await password(user)
    const code = await screen.findByLabelText('Code')
    expect(code).toHaveAccessibleDescription('Lost your phone? Enter one of your recovery codes instead.')
    expect(readAccessToken()).toBeNull()

    await user.type(code, '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(
      await screen.findByText('This code is not right. Check your authenticator app, or use one of your recovery codes.'),
    ).toBeInTheDocument()
    await user.clear(code)
    await user.type(code, '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/))
    expect(readAccessToken()).toBe('token-2fa')
    expect(JSON.parse(fetchMock.mock.calls.at(-1)![1]!.body as string)).toEqual({ mfa_token: 'mfa-1', code: '123456' })
  })

  it('goes back to the password when the second step expired', async () => {
    const user = userEvent.setup()
    stubRoutes({
      'POST /api/auth/login': jsonResponse(200, {
        message: 'Enter the code.',
        mfa_required: true,
        mfa_token: 'mfa-2',
        methods: ['totp', 'recovery_code'],
      }),
      'POST /api/auth/login/mfa': jsonResponse(401, {
        message: 'This sign-in has expired or was tried too often. Please log in again.',
        code: 'mfa_token_invalid',
      }),
    })
    renderWithProviders(<LoginForm />, { route: '/login' })
    await password(user)
    await user.type(await screen.findByLabelText('Code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in has expired or was tried too often. Please log in again.')
    expect(screen.getByLabelText('Password')).toBeInTheDocument()
  })
})

const profile = (over: Partial<Profile> = {}): Profile =>
  ({ ...adminUser, mfa_enabled: false, mfa_setup_required: false, totp_enabled: false, ...over }) as Profile

describe('TwoStepSection', () => {
  it('sets up an authenticator: QR code and key, a code, then the recovery codes once', async () => {
    const user = userEvent.setup()
    const codes = [
      'abcde-fghjk',
      'mnpqr-stuvw',
      'xyz12-34567',
      'a1b2c-d3e4f',
      'g5h6j-k7m8n',
      'p9q1r-s2t3u',
      'v4w5x-y6z7a',
      'b8c9d-e1f2g',
      'h3j4k-m5n6p',
      'q7r8s-t9u1v',
    ]
    const fetchMock = stubRoutes({
      'POST /api/auth/mfa/totp/setup': jsonResponse(200, {
        data: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/x',
          qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        },
      }),
      'POST /api/auth/mfa/totp/confirm': jsonResponse(200, { message: 'Two-step sign-in is on.', data: { recovery_codes: codes } }),
    })
    renderWithProviders(<TwoStepSection profile={profile({ mfa_setup_required: true })} />)
    expect(screen.getByText(/needs two-step sign-in/)).toHaveAttribute('role', 'status')
    await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }))
    expect(await screen.findByRole('img', { name: 'QR code of the key for your authenticator app' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/),
    )
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Code from the app'), '654321')
    await user.click(screen.getByRole('button', { name: 'Turn on' }))
    const list = await screen.findByRole('list', { name: 'Recovery codes' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes)
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'recovery-codes.txt')
    expect(JSON.parse(fetchMock.mock.calls[1][1]!.body as string)).toEqual({ code: '654321' })
    await user.click(screen.getByRole('button', { name: 'I have saved them' }))
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull()
  })

  it('turns it off with the password and a code, showing refusals under their fields', async () => {
    const user = userEvent.setup()
    const fetchMock = stubRoutes({
      'POST /api/auth/mfa/totp/disable': jsonResponse(422, {
        message: 'The password is incorrect.',
        errors: { password: ['The password is incorrect.'] },
      }),
    })
    renderWithProviders(<TwoStepSection profile={profile({ mfa_enabled: true, totp_enabled: true })} />)
    expect(screen.getByText(/On: signing in takes your password and a code/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Turn off' }))
    await user.type(screen.getByLabelText('Password'), 'wrong')
    await user.type(screen.getByLabelText('Code from the app (or a recovery code)'), '123456')
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }))
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument()
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true')
    expect(JSON.parse(fetchMock.mock.calls[0][1]!.body as string)).toEqual({ password: 'wrong', code: '123456' })
  })

  it('counts the recovery codes left and makes new ones, shown once', async () => {
    const user = userEvent.setup()
    const codes = Array.from({ length: 10 }, (_, i) => `new${i}a-bcdef`)
    const fetchMock = stubRoutes({
      'POST /api/auth/mfa/recovery-codes': jsonResponse(200, { message: 'New recovery codes.', data: { recovery_codes: codes } }),
    })
    renderWithProviders(<TwoStepSection profile={profile({ mfa_enabled: true, totp_enabled: true, recovery_codes_left: 2 })} />)
    expect(screen.getByText('2 recovery codes left. Make new ones before you run out.')).toHaveClass('alert-warning')
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }))
    const list = await screen.findByRole('list', { name: 'Recovery codes' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
