import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import PrivacyRequestConfirmPage from './PrivacyRequestConfirmPage'
import PrivacyRequestPage from './PrivacyRequestPage'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the privacy request pages in Spanish', () => {
  it('/es/privacy-request asks in Spanish and confirms in Spanish with the day in es-US', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      jsonResponse(201, {
        message: 'Recibimos su solicitud.',
        data: {
          id: 12,
          type: 'access',
          status: 'unconfirmed',
          received_at: '2026-03-11T12:00:00Z',
          answer_due_at: '2026-04-25T12:00:00Z',
          email_confirmation: true,
        },
      }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const user = userEvent.setup()
    renderWithProviders(<PrivacyRequestPage />, { route: '/es/privacy-request' })
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud de privacidad' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'página para darse de baja' })).toHaveAttribute('href', '/es/opt-out')
    await user.click(screen.getByRole('radio', { name: 'Saber o acceder a mis datos' }))
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com')
    await user.click(screen.getByRole('button', { name: 'Enviar mi solicitud' }))
    expect(await screen.findByRole('heading', { name: 'Revise su correo electrónico' })).toBeInTheDocument()
    expect(screen.getByText(/Le responderemos a más tardar el/)).toHaveTextContent(
      'Le responderemos a más tardar el 25 de abril de 2026. Su número de solicitud es 12.',
    )
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toMatchObject({ type: 'access', language: 'es' })
  })

  it('/es/privacy-request/confirm sends the token with language es', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      jsonResponse(200, {
        message: 'Su solicitud quedó confirmada.',
        data: {
          id: 12,
          type: 'access',
          status: 'confirmed',
          received_at: '2026-03-11T12:00:00Z',
          answer_due_at: '2026-04-25T12:00:00Z',
          email_confirmation: true,
        },
      }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderWithProviders(<PrivacyRequestConfirmPage />, { route: '/es/privacy-request/confirm?token=tok_es' })
    expect(screen.getByRole('heading', { level: 1, name: 'Confirme su solicitud de privacidad' })).toBeInTheDocument()
    expect(await screen.findByText('Su solicitud quedó confirmada.')).toBeInTheDocument()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(fetchMock.mock.calls[0][0]).toBe('/api/privacy-requests/confirm')
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ token: 'tok_es', language: 'es' })
  })

  it('/es/privacy-request/confirm without its token says so in Spanish, linking the Spanish form', async () => {
    renderWithProviders(<PrivacyRequestConfirmPage />, { route: '/es/privacy-request/confirm' })
    expect(await screen.findByText(/Falta el enlace en esta dirección/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Hacer una nueva solicitud' })).toHaveAttribute('href', '/es/privacy-request')
  })
})
