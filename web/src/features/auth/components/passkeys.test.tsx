import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import { readAccessToken } from '@/lib/api-client'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { adminUser, signIn, stubRoutes } from '@/testing/fetch-routes'
import * as notify from '@/lib/notify'
import { LoginForm } from './LoginForm'
import { PasskeysSection } from './PasskeysSection'

vi.mock('@simplewebauthn/browser', () => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }))
const register = vi.mocked(startRegistration)
const authenticate = vi.mocked(startAuthentication)

vi.spyOn(notify, 'notifySuccess').mockImplementation(() => {})
vi.spyOn(notify, 'notifyError').mockImplementation(() => {})
afterAll(() => vi.restoreAllMocks())
beforeEach(() => {
  // jsdom has no WebAuthn: the browser of these tests has passkeys.
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  register.mockReset()
  authenticate.mockReset()
  localStorage.clear()
})

const loginOptions = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required' }
const assertion = {
  id: 'a2V5',
  rawId: 'a2V5',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'YXV0aA', signature: 'c2ln', userHandle: 'aGFuZGxl' },
  clientExtensionResults: {},
} as Awaited<ReturnType<typeof startAuthentication>>
const signedIn = {
  message: 'Login successful.',
  access_token: 'token-passkey',
  token_type: 'Bearer',
  expires_at: '2030-01-01T00:00:00Z',
  user: adminUser,
}
const notAllowed = () => Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' })

describe('Signing in with a passkey', () => {
  it('signs in with no password: the server’s options go to the browser, its answer back', async () => {
    const user = userEvent.setup()
    authenticate.mockResolvedValue(assertion)
    const fetchMock = stubRoutes({
      'POST /api/auth/passkeys/login/begin': jsonResponse(200, { data: { token: 'ceremony-1', options: loginOptions } }),
      'POST /api/auth/passkeys/login/finish': jsonResponse(200, signedIn),
    })
    renderWithProviders(<LoginForm />, { route: '/login' })
    await user.click(screen.getByLabelText('Remember password'))
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/))
    expect(authenticate).toHaveBeenCalledWith({ optionsJSON: loginOptions })
    expect(JSON.parse(fetchMock.mock.calls[1][1]!.body as string)).toEqual({ token: 'ceremony-1', credential: assertion, remember: true })
    expect(readAccessToken()).toBe('token-passkey')
  })

  it('says nothing when the person cancels the prompt, and shows a refusal of the server', async () => {
    const user = userEvent.setup()
    authenticate.mockRejectedValueOnce(notAllowed()).mockResolvedValueOnce(assertion)
    stubRoutes({
      'POST /api/auth/passkeys/login/begin': jsonResponse(200, { data: { token: 'ceremony-2', options: loginOptions } }),
      'POST /api/auth/passkeys/login/finish': jsonResponse(400, {
        message: 'This passkey could not be checked. Try again, or sign in with your password.',
        code: 'passkey_refused',
      }),
    })
    renderWithProviders(<LoginForm />, { route: '/login' })
    const button = screen.getByRole('button', { name: 'Sign in with a passkey' })
    await user.click(button)
    await waitFor(() => expect(button).toBeEnabled())
    expect(screen.queryByRole('alert')).toBeNull()
    await user.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This passkey could not be checked. Try again, or sign in with your password.',
    )
    expect(readAccessToken()).toBeNull()
  })

  it('offers only the passkey after the password of an account whose second factor is a passkey', async () => {
    const user = userEvent.setup()
    authenticate.mockResolvedValue(assertion)
    stubRoutes({
      'POST /api/auth/login': jsonResponse(200, {
        message: 'Use your passkey to finish signing in.',
        mfa_required: true,
        mfa_token: 'mfa-3',
        methods: ['passkey'],
      }),
      'POST /api/auth/passkeys/login/begin': jsonResponse(200, { data: { token: 'ceremony-3', options: loginOptions } }),
      'POST /api/auth/passkeys/login/finish': jsonResponse(200, signedIn),
    })
    renderWithProviders(<LoginForm />, { route: '/login' })
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret-password')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    await user.click(await screen.findByRole('button', { name: 'Use your passkey' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/))
    expect(screen.queryByLabelText('Code')).toBeNull()
  })

  it('has no passkey button in a browser without WebAuthn', () => {
    vi.unstubAllGlobals()
    renderWithProviders(<LoginForm />, { route: '/login' })
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull()
  })
})

const keys = [
  { id: 3, name: 'Work laptop', created_at: '2026-11-01T10:00:00Z', last_used_at: '2026-11-20T10:00:00Z' },
  { id: 4, name: 'Phone', created_at: '2026-11-02T10:00:00Z', last_used_at: null },
]

describe('PasskeysSection', () => {
  it('lists the passkeys, and adds one under the name given', async () => {
    const user = userEvent.setup()
    signIn()
    const creationOptions = {
      challenge: 'Y2g',
      rp: { id: 'localhost', name: 'Claims' },
      user: { id: 'aGFuZGxl', name: 'a', displayName: 'A' },
    }
    const made = { id: 'bmV3', rawId: 'bmV3', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'bw' } }
    register.mockResolvedValue(made as Awaited<ReturnType<typeof startRegistration>>)
    const fetchMock = stubRoutes({
      'GET /api/auth/passkeys': jsonResponse(200, { data: keys }),
      'POST /api/auth/passkeys/register/begin': jsonResponse(200, { data: { token: 'ceremony-4', options: creationOptions } }),
      'POST /api/auth/passkeys/register/finish': jsonResponse(201, {
        message: 'Passkey added: you can sign in with it now.',
        data: { id: 5, name: 'Tablet', created_at: '2026-11-28T10:00:00Z', last_used_at: null },
      }),
    })
    renderWithProviders(<PasskeysSection />)
    const list = await screen.findByRole('list', { name: 'Your passkeys' })
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Work laptopadded Nov 1, 2026 · last used Nov 20, 2026')
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('not used yet')

    await user.type(screen.getByLabelText('Name of the new passkey (optional)'), 'Tablet')
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }))
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Passkey added: you can sign in with it now.'))
    expect(register).toHaveBeenCalledWith({ optionsJSON: creationOptions })
    const finish = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/register/finish'))!
    expect(JSON.parse(finish[1]!.body as string)).toEqual({ token: 'ceremony-4', name: 'Tablet', credential: made })
    expect(screen.getByLabelText('Name of the new passkey (optional)')).toHaveValue('')
  })

  it('tells why a device could not make a passkey, and nothing when the prompt was cancelled', async () => {
    const user = userEvent.setup()
    signIn()
    register
      .mockRejectedValueOnce(notAllowed())
      .mockRejectedValueOnce(
        Object.assign(new Error('The authenticator was previously registered'), { code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' }),
      )
    stubRoutes({
      'GET /api/auth/passkeys': jsonResponse(200, { data: [] }),
      'POST /api/auth/passkeys/register/begin': jsonResponse(200, { data: { token: 't', options: {} } }),
    })
    renderWithProviders(<PasskeysSection />)
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument()
    const add = screen.getByRole('button', { name: 'Add a passkey' })
    await user.click(add)
    await waitFor(() => expect(add).toBeEnabled())
    expect(screen.queryByRole('alert')).toBeNull()
    await user.click(add)
    expect(await screen.findByRole('alert')).toHaveTextContent('This device already holds a passkey for your account.')
  })

  it('renames a passkey in place, and removes one only after a second thought', async () => {
    const user = userEvent.setup()
    signIn()
    const fetchMock = stubRoutes({
      'GET /api/auth/passkeys': jsonResponse(200, { data: keys }),
      'PATCH /api/auth/passkeys/3': jsonResponse(200, { message: 'Passkey renamed.' }),
      'DELETE /api/auth/passkeys/4': jsonResponse(200, { message: 'Passkey removed.' }),
    })
    renderWithProviders(<PasskeysSection />)
    await user.click(await screen.findByRole('button', { name: 'Rename Work laptop' }))
    const name = screen.getByLabelText('New name for Work laptop')
    await user.clear(name)
    await user.type(name, 'Laptop')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Passkey renamed.'))
    const rename = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!
    expect(JSON.parse(rename[1]!.body as string)).toEqual({ name: 'Laptop' })

    await user.click(screen.getByRole('button', { name: 'Remove Phone' }))
    const question = screen.getByRole('group', { name: 'Remove Phone?' })
    await user.click(within(question).getByRole('button', { name: 'Keep it' }))
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Remove Phone' }))
    await user.click(within(screen.getByRole('group', { name: 'Remove Phone?' })).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Passkey removed.'))
  })

  it('says so in a browser that cannot make passkeys', async () => {
    vi.unstubAllGlobals()
    signIn()
    stubRoutes({ 'GET /api/auth/passkeys': jsonResponse(200, { data: [] }) })
    renderWithProviders(<PasskeysSection />)
    expect(await screen.findByText(/This browser cannot make passkeys/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull()
  })
})
