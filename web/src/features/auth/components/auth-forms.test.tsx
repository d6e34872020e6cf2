import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readAccessToken } from '@/lib/api-client'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { adminUser, plainUser, stubRoutes } from '@/testing/fetch-routes'
import { LoginForm } from './LoginForm'
import { RegisterForm } from './RegisterForm'
import * as notify from '@/lib/notify'

// Toasts are silenced and recorded; the spies are undone after the file (its
// worker's other files share the module).
const notifySuccess = vi.spyOn(notify, 'notifySuccess').mockImplementation(() => {})
const notifyError = vi.spyOn(notify, 'notifyError').mockImplementation(() => {})
vi.spyOn(notify, 'notifyInfo').mockImplementation(() => {})
afterAll(() => vi.restoreAllMocks())

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const GENERIC = 'Some error occurred, Please try again!'

async function logIn(user: ReturnType<typeof userEvent.setup>, { remember = false } = {}) {
  await user.type(screen.getByLabelText('Email'), 'person@example.com')
  await user.type(screen.getByLabelText('Password'), 'secret-password')
  if (remember) await user.click(screen.getByLabelText('Remember password'))
  await user.click(screen.getByRole('button', { name: 'Log in' }))
}

function loginAnswer(role: string) {
  return jsonResponse(200, {
    message: 'Login successful.',
    access_token: `token-${role}`,
    token_type: 'Bearer',
    expires_at: '2030-01-01T00:00:00Z',
    user: { ...adminUser, role },
  })
}

describe('LoginForm', () => {
  it.each([
    ['admin', '/admin'],
    ['editor', '/admin'],
    ['intake', '/admin'],
    ['partner', '/partner'],
    ['user', '/user'],
    ['someone', '/'],
  ])('routes role %s to %s and keeps only the token', async (role, target) => {
    const user = userEvent.setup()
    const fetchMock = stubRoutes({ 'POST /api/auth/login': loginAnswer(role) })
    renderWithProviders(<LoginForm />, { route: '/login' })
    await logIn(user)
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${target}$`)))
    expect(readAccessToken()).toBe(`token-${role}`)
    expect(JSON.parse(localStorage.getItem('claimsite.session')!)).toEqual({ access_token: `token-${role}` })
    expect(JSON.parse(fetchMock.mock.calls[0][1]!.body as string)).toEqual({
      email: 'person@example.com',
      password: 'secret-password',
      remember: false,
    })
    expect(notifySuccess).toHaveBeenCalledWith('Login successful.')
  })

  it("sends remember: true when 'Remember password' is ticked", async () => {
    const user = userEvent.setup()
    const fetchMock = stubRoutes({ 'POST /api/auth/login': loginAnswer('user') })
    renderWithProviders(<LoginForm />, { route: '/login' })
    await logIn(user, { remember: true })
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(JSON.parse(fetchMock.mock.calls[0][1]!.body as string)).toMatchObject({ remember: true })
  })

  it('on 422 shows the server message for 5000 ms and the field errors', async () => {
    const user = userEvent.setup()
    stubRoutes({
      'POST /api/auth/login': jsonResponse(422, {
        message: 'The given data was invalid.',
        errors: { email: ['The email must be a valid email address.'] },
      }),
    })
    renderWithProviders(<LoginForm />, { route: '/login' })
    await logIn(user)
    expect(await screen.findByText('The email must be a valid email address.')).toBeInTheDocument()
    expect(notifyError).toHaveBeenCalledWith('The given data was invalid.', 'Error', { autoClose: 5000 })
    expect(screen.getByTestId('location')).toHaveTextContent('/login')
    expect(readAccessToken()).toBeNull()
  })

  it('on 401 clears the field errors and toasts the server message', async () => {
    const user = userEvent.setup()
    let calls = 0
    stubRoutes({
      'POST /api/auth/login': () =>
        ++calls === 1
          ? jsonResponse(422, { message: 'Invalid.', errors: { password: ['The password field is required.'] } })
          : jsonResponse(401, { message: 'These credentials do not match our records.' }),
    })
    renderWithProviders(<LoginForm />, { route: '/login' })
    await logIn(user)
    expect(await screen.findByText('The password field is required.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('These credentials do not match our records.', 'Error', expect.anything()))
    expect(screen.queryByText('The password field is required.')).not.toBeInTheDocument()
  })

  it('on 403 (a disabled account) toasts the server message and stores no session', async () => {
    const user = userEvent.setup()
    stubRoutes({ 'POST /api/auth/login': jsonResponse(403, { message: 'This account has been disabled.' }) })
    renderWithProviders(<LoginForm />, { route: '/login' })
    await logIn(user)
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('This account has been disabled.', 'Error', expect.anything()))
    expect(readAccessToken()).toBeNull()
  })

  it('on 429 toasts the wait, shows it under the form and keeps what was typed', async () => {
    const user = userEvent.setup()
    stubRoutes({ 'POST /api/auth/login': jsonResponse(429, { message: 'Too many requests. Please try again in 42 minutes.' }) })
    renderWithProviders(<LoginForm />, { route: '/login' })
    await logIn(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 42 minutes.')
    expect(notifyError).toHaveBeenCalledWith('Too many requests. Please try again in 42 minutes.', 'Error', { autoClose: 5000 })
    expect(screen.getByLabelText('Email')).toHaveValue('person@example.com')
    expect(screen.getByLabelText('Password')).toHaveValue('secret-password')
    expect(screen.getByTestId('location')).toHaveTextContent('/login')
  })

  it('on any other failure shows the generic message', async () => {
    const user = userEvent.setup()
    stubRoutes({ 'POST /api/auth/login': jsonResponse(500, { message: 'boom' }) })
    renderWithProviders(<LoginForm />, { route: '/login' })
    await logIn(user)
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(GENERIC))
  })
})

async function fillRegister(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Uma')
  await user.type(screen.getByLabelText('Last name'), 'User')
  await user.type(screen.getByLabelText('Email'), 'uma@example.com')
  await user.type(screen.getByLabelText('Password'), 'long-enough-password')
  await user.click(screen.getByRole('checkbox'))
  await user.click(screen.getByRole('button', { name: 'Sign up' }))
}

describe('RegisterForm', () => {
  it('checks the required fields, the terms box and the password length in the browser', async () => {
    const user = userEvent.setup()
    const fetchMock = stubRoutes({})
    renderWithProviders(<RegisterForm />, { route: '/register' })
    await user.type(screen.getByLabelText('Password'), 'short')
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(screen.getByText('First name is required.')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument()
    expect(screen.getByText('Please agree to the terms and conditions.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('on success clears the form, toasts and goes to /login', async () => {
    const user = userEvent.setup()
    const fetchMock = stubRoutes({
      'POST /api/auth/register': jsonResponse(201, { message: 'Registration successful. You can now log in.', data: plainUser }),
    })
    renderWithProviders(<RegisterForm />, { route: '/register' })
    await fillRegister(user)
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'))
    expect(notifySuccess).toHaveBeenCalledWith('Registration successful. You can now log in.')
    expect(screen.getByLabelText('First name')).toHaveValue('')
    expect(screen.getByLabelText('Email')).toHaveValue('')
    expect(JSON.parse(fetchMock.mock.calls[0][1]!.body as string)).toEqual({
      first_name: 'Uma',
      last_name: 'User',
      email: 'uma@example.com',
      password: 'long-enough-password',
    })
  })

  it('on 422 shows the field errors and the message for 500 ms', async () => {
    const user = userEvent.setup()
    stubRoutes({
      'POST /api/auth/register': jsonResponse(422, {
        message: 'The given data was invalid.',
        errors: { email: ['The email has already been taken.'] },
      }),
    })
    renderWithProviders(<RegisterForm />, { route: '/register' })
    await fillRegister(user)
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument()
    expect(notifyError).toHaveBeenCalledWith('The given data was invalid.', 'Error', { autoClose: 500 })
    expect(screen.getByTestId('location')).toHaveTextContent('/register')
  })

  it('on 401 toasts the message for 500 ms; other failures get the generic message', async () => {
    const user = userEvent.setup()
    let calls = 0
    stubRoutes({
      'POST /api/auth/register': () =>
        ++calls === 1 ? jsonResponse(401, { message: 'Unauthorized.' }) : jsonResponse(503, { message: 'down' }),
    })
    renderWithProviders(<RegisterForm />, { route: '/register' })
    await fillRegister(user)
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Unauthorized.', 'Error', { autoClose: 500 }))
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(GENERIC))
  })

  it('on 429 toasts the wait, shows it under the form and keeps what was typed', async () => {
    const user = userEvent.setup()
    stubRoutes({ 'POST /api/auth/register': jsonResponse(429, { message: 'Too many requests. Please try again in 42 minutes.' }) })
    renderWithProviders(<RegisterForm />, { route: '/register' })
    await fillRegister(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 42 minutes.')
    expect(notifyError).toHaveBeenCalledWith('Too many requests. Please try again in 42 minutes.', 'Error', { autoClose: 5000 })
    expect(notifyError).not.toHaveBeenCalledWith(GENERIC)
    expect(screen.getByLabelText('First name')).toHaveValue('Uma')
    expect(screen.getByLabelText('Email')).toHaveValue('uma@example.com')
    expect(screen.getByLabelText('Password')).toHaveValue('long-enough-password')
    expect(screen.getByRole('checkbox')).toBeChecked()
    expect(screen.getByTestId('location')).toHaveTextContent('/register')
  })
})
