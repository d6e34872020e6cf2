import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ToastContainer } from 'react-toastify/unstyled'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { StateLawContactForm } from './StateLawContactForm'

function renderForm() {
  return renderWithProviders(
    <>
      <StateLawContactForm stateLawId={5} />
      <ToastContainer />
    </>,
    { route: '/state-law-detail/5' },
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('StateLawContactForm', () => {
  it('requires name, email, phone and consent but not the zip code', async () => {
    const user = userEvent.setup()
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(201, { message: 'ok', data: { reference: 'K7M2Q9XR4T8B' } }))
    vi.stubGlobal('fetch', fetchMock)
    renderForm()

    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Name is required.')).toBeInTheDocument()
    expect(screen.getByText('Email is required.')).toBeInTheDocument()
    expect(screen.getByText('Please tick the box to agree before submitting.')).toBeInTheDocument()
    expect(screen.getByLabelText('ZipCode*')).not.toHaveAttribute('aria-invalid')
    expect(fetchMock).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText('Name*'), 'Sam Lee')
    await user.type(screen.getByLabelText('Email*'), 'sam@example.com')
    await user.type(screen.getByLabelText('Phone*'), '5559876543')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toMatchObject({
      name: 'Sam Lee',
      email: 'sam@example.com',
      phone: '5559876543',
      zipCode: '',
      description: '',
      is_checked: true,
      LeadID: '',
      website: '',
      state_law_id: 5,
    })
    expect(await screen.findByText('Form submitted successfully Thank you for your inquiry !')).toBeInTheDocument()
  })

  it('shows 422 errors under the fields and the generic error toast', async () => {
    const user = userEvent.setup()
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(jsonResponse(422, { message: 'Invalid.', errors: { phone: ['The phone number is not in service.'] } })),
    )
    renderForm()
    await user.type(screen.getByLabelText('Name*'), 'Sam Lee')
    await user.type(screen.getByLabelText('Email*'), 'sam@example.com')
    await user.type(screen.getByLabelText('Phone*'), '5559876543')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    expect(await screen.findByText('The phone number is not in service.')).toBeInTheDocument()
    expect(await screen.findByText('Some error occurred, Please try again!')).toBeInTheDocument()
  })

  it('on 429 shows the server message and keeps what was typed', async () => {
    const user = userEvent.setup()
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(429, { message: 'Too many requests. Please try again in 42 minutes.' })),
    )
    renderForm()
    await user.type(screen.getByLabelText('Name*'), 'Sam Lee')
    await user.type(screen.getByLabelText('Email*'), 'sam@example.com')
    await user.type(screen.getByLabelText('Phone*'), '5559876543')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    expect(await screen.findAllByText('Too many requests. Please try again in 42 minutes.')).toHaveLength(2)
    expect(screen.queryByText('Some error occurred, Please try again!')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Name*')).toHaveValue('Sam Lee')
    expect(screen.getByLabelText('Phone*')).toHaveValue('5559876543')
    expect(screen.getByRole('checkbox')).toBeChecked()
  })
})

describe('StateLawContactForm on a Spanish state-law page', () => {
  const spanishConsent = {
    version: 'c-es-1',
    text: 'Al hacer clic en Enviar, confirmo que tengo 18 años o más y doy mi consentimiento para recibir llamadas, correos electrónicos y mensajes de texto sobre mi solicitud.',
    html: 'Al hacer clic en Enviar, confirmo que tengo 18 años o más y doy mi consentimiento para recibir llamadas, correos electrónicos y mensajes de texto sobre mi solicitud.',
  }

  it('asks in Spanish, shows the Spanish consent, sends language es and lands on /es/thank-you', async () => {
    const user = userEvent.setup()
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(201, { message: 'ok', data: { reference: 'K7M2Q9XR4T8B' } }))
    vi.stubGlobal('fetch', fetchMock)
    renderWithProviders(
      <>
        <StateLawContactForm stateLawId={44} />
        <ToastContainer />
      </>,
      { route: '/es/state-law-detail/44', site: { consent: spanishConsent } },
    )
    expect(screen.getByLabelText('¿Qué pasó? (opcional)')).toHaveAttribute('placeholder', 'Unas palabras sobre su accidente y sus lesiones')
    expect(screen.getByRole('checkbox', { name: /Al hacer clic en Enviar, confirmo/ })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('Escriba su nombre.')).toBeInTheDocument()
    expect(screen.getByText('Escriba su correo electrónico.')).toBeInTheDocument()
    expect(screen.getByLabelText('Código postal*')).not.toHaveAttribute('aria-invalid')

    await user.type(screen.getByLabelText('Nombre*'), 'Luis Pérez')
    await user.type(screen.getByLabelText('Correo electrónico*'), 'luis@example.com')
    await user.type(screen.getByLabelText('Teléfono*'), '5559876543')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toMatchObject({
      name: 'Luis Pérez',
      state_law_id: 44,
      language: 'es',
      consent_version: 'c-es-1',
    })
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/es/thank-you'))
  })
})
