import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { PrivacyRequestForm } from './PrivacyRequestForm'

function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>()
  for (const response of responses) fetchMock.mockResolvedValueOnce(response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const created = {
  message: 'We have received your request. We sent a confirmation link to your e-mail address.',
  data: {
    id: 7,
    type: 'delete',
    status: 'unconfirmed',
    received_at: '2026-03-11T12:00:00Z',
    answer_due_at: '2026-04-25T12:00:00Z',
    email_confirmation: true,
  },
}

describe('PrivacyRequestForm', () => {
  it('checks the fields before sending, and focuses the first wrong one', async () => {
    const user = userEvent.setup()
    const fetchMock = stubFetch()
    renderWithProviders(<PrivacyRequestForm onDone={vi.fn()} />, { route: '/privacy-request' })
    await user.click(screen.getByRole('button', { name: 'Send my request' }))
    expect(await screen.findByText('Choose what you would like us to do.')).toBeInTheDocument()
    expect(screen.getAllByText('Enter the e-mail address or the phone number you gave us (or both).')).toHaveLength(2)
    expect(screen.getByRole('radio', { name: 'Know / access my data' })).toHaveFocus()
    await user.click(screen.getByRole('radio', { name: 'Correct my data' }))
    await user.type(screen.getByLabelText('Phone number'), '555')
    await user.click(screen.getByRole('button', { name: 'Send my request' }))
    expect(await screen.findByText('The phone must be a 10-digit US number.')).toBeInTheDocument()
    expect(screen.getByText('Tell us what should be corrected.')).toBeInTheDocument()
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the request and hands the answer on', async () => {
    const user = userEvent.setup()
    const fetchMock = stubFetch(jsonResponse(201, created))
    const onDone = vi.fn()
    renderWithProviders(<PrivacyRequestForm onDone={onDone} />, { route: '/privacy-request' })
    await user.click(screen.getByRole('radio', { name: 'Delete my data' }))
    await user.type(screen.getByLabelText('E-mail address'), 'jane@example.com')
    await user.click(screen.getByRole('checkbox', { name: 'I am a California resident' }))
    await user.click(screen.getByRole('button', { name: 'Send my request' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(created))
    const [url, init] = fetchMock.mock.calls[0]
    expect(String(url)).toBe('/api/privacy-requests')
    expect(JSON.parse(String(init?.body))).toEqual({
      type: 'delete',
      email: 'jane@example.com',
      phone: '',
      california_resident: true,
      details: '',
      language: 'en',
    })
  })

  it('shows the server’s field errors under their fields', async () => {
    const user = userEvent.setup()
    stubFetch(
      jsonResponse(422, {
        message: 'The email must be a valid email address.',
        errors: { email: ['The email must be a valid email address.'] },
      }),
    )
    renderWithProviders(<PrivacyRequestForm onDone={vi.fn()} />, { route: '/privacy-request' })
    await user.click(screen.getByRole('radio', { name: 'Know / access my data' }))
    await user.type(screen.getByLabelText('E-mail address'), 'jane@example.org')
    await user.click(screen.getByRole('button', { name: 'Send my request' }))
    expect(await screen.findByText('The email must be a valid email address.')).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail address')).toHaveFocus()
  })
})

describe('PrivacyRequestForm in Spanish', () => {
  it('checks the fields in Spanish and sends language es', async () => {
    const user = userEvent.setup()
    const fetchMock = stubFetch(jsonResponse(201, created))
    const onDone = vi.fn()
    renderWithProviders(<PrivacyRequestForm onDone={onDone} />, { route: '/es/privacy-request' })
    await user.click(screen.getByRole('button', { name: 'Enviar mi solicitud' }))
    expect(await screen.findByText('Elija qué desea que hagamos.')).toBeInTheDocument()
    expect(screen.getAllByText('Escriba el correo electrónico o el número de teléfono que nos dio (o ambos).')).toHaveLength(2)
    expect(fetchMock).not.toHaveBeenCalled()

    await user.click(screen.getByRole('radio', { name: 'No vender ni compartir mis datos' }))
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com')
    await user.click(screen.getByRole('checkbox', { name: 'Soy residente de California' }))
    await user.click(screen.getByRole('button', { name: 'Enviar mi solicitud' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(created))
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      type: 'opt_out',
      email: 'ana@example.com',
      phone: '',
      california_resident: true,
      details: '',
      language: 'es',
    })
  })
})
