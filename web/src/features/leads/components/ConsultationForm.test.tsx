import { screen, waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { ToastContainer } from 'react-toastify/unstyled'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { US_STATES } from '@/lib/us-states'
import { ConsultationForm } from './ConsultationForm'

function renderForm() {
  return renderWithProviders(
    <>
      <ConsultationForm />
      <ToastContainer />
    </>,
    { route: '/contact-us' },
  )
}

async function fillValid(user: UserEvent) {
  await user.type(screen.getByLabelText('First Name*'), 'Jane')
  await user.type(screen.getByLabelText('Last Name*'), 'Doe')
  await user.type(screen.getByLabelText('Email*'), 'jane@example.com')
  await user.type(screen.getByLabelText('Phone*'), '5551234567')
  await user.type(screen.getByLabelText('Zip Code*'), '90210')
  await user.selectOptions(screen.getByLabelText('State'), 'California (CA)')
  await user.click(screen.getByRole('checkbox'))
}

function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>()
  for (const response of responses) fetchMock.mockResolvedValueOnce(response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ConsultationForm', () => {
  it('has every field with its label, the phone hint and placeholder', () => {
    renderForm()
    for (const label of ['First Name*', 'Last Name*', 'Email*', 'Phone*', 'Zip Code*', 'State']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    }
    expect(screen.getByLabelText('Phone*')).toHaveAttribute('placeholder', 'Phone-no without spaces')
    expect(screen.getByText('Phone number must be exactly 10 digits and remove spaces')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled()
  })

  it('offers Select State then all 50 states and DC, Alaska included', () => {
    renderForm()
    const options = Array.from((screen.getByLabelText('State') as HTMLSelectElement).options)
    expect(options[0]).toMatchObject({ value: '', text: 'Select State' })
    expect(options).toHaveLength(52)
    expect(US_STATES).toHaveLength(51)
    const texts = options.map((option) => option.text)
    expect(texts).toContain('Alaska (AK)')
    expect(texts).toContain('Alabama (AL)')
    expect(texts).toContain('District of Columbia (DC)')
  })

  it('blocks submission and explains each missing field', async () => {
    const user = userEvent.setup()
    const fetchMock = stubFetch()
    renderForm()
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    expect(await screen.findByText('First name is required.')).toBeInTheDocument()
    expect(screen.getByText('Last name is required.')).toBeInTheDocument()
    expect(screen.getByText('Email is required.')).toBeInTheDocument()
    expect(screen.getByText('Zip code is required.')).toBeInTheDocument()
    expect(screen.getByText('Please tick the box to agree before submitting.')).toBeInTheDocument()
    expect(screen.getByLabelText('Phone*')).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it.each([
    ['555123456', 'nine digits'],
    ['55512345678', 'eleven digits'],
    ['555 123 4567', 'spaces'],
    ['555-123-456', 'dashes'],
  ])('rejects the phone %s (%s)', async (phone) => {
    const user = userEvent.setup()
    const fetchMock = stubFetch()
    renderForm()
    await fillValid(user)
    const input = screen.getByLabelText('Phone*') as HTMLInputElement
    input.removeAttribute('maxlength')
    await user.clear(input)
    await user.type(input, phone)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByText('Phone number must be exactly 10 digits and remove spaces')).toHaveClass('invalid-feedback')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('rejects a malformed email and zip code', async () => {
    const user = userEvent.setup()
    stubFetch()
    renderForm()
    await fillValid(user)
    await user.clear(screen.getByLabelText('Email*'))
    await user.type(screen.getByLabelText('Email*'), 'jane@')
    await user.clear(screen.getByLabelText('Zip Code*'))
    await user.type(screen.getByLabelText('Zip Code*'), '9021')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(screen.getByText('Please enter a 5-digit ZIP code (or ZIP+4).')).toBeInTheDocument()
  })

  it('posts the lead once with an Idempotency-Key, page_url, referrer and honeypot, then thanks and redirects', async () => {
    const user = userEvent.setup()
    const fetchMock = stubFetch(
      jsonResponse(201, { message: 'Form submitted successfully Thank you for your inquiry !', data: { reference: 'K7M2Q9XR4T8B' } }),
    )
    renderForm()
    await fillValid(user)
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }))

    expect(await screen.findByText('Form submitted successfully Thank you for your inquiry !')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/thank-you'))
    expect(fetchMock).toHaveBeenCalledTimes(1)

    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/contact')
    expect(init?.method).toBe('POST')
    const headers = init?.headers as Record<string, string>
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(JSON.parse(init?.body as string)).toEqual({
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@example.com',
      phone: '5551234567',
      zipCode: '90210',
      state: 'California (CA)',
      is_checked: true,
      LeadID: '',
      link: '',
      website: '',
      page_url: window.location.href,
      referrer: document.referrer,
      // The contact language: the page's.
      language: 'en',
      // The consent text the form showed (testSite), so the lead keeps those words.
      consent_version: 'c-test',
    })
  })

  it('has a hidden honeypot named website', () => {
    const { container } = renderForm()
    const honeypot = container.querySelector('input[name="website"]') as HTMLInputElement
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot).toHaveAttribute('autocomplete', 'off')
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it('shows the server 422 errors under their fields and keeps the key for the retry', async () => {
    const user = userEvent.setup()
    const fetchMock = stubFetch(
      jsonResponse(422, {
        message: 'The given data was invalid.',
        errors: { email: ['This e-mail address cannot receive mail.'], zip_code: ['Unknown ZIP code.'] },
      }),
      jsonResponse(201, { message: 'ok', data: { reference: 'K7M2Q9XR4T8B' } }),
    )
    renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    expect(await screen.findByText('This e-mail address cannot receive mail.')).toBeInTheDocument()
    expect(screen.getByText('Unknown ZIP code.')).toBeInTheDocument()
    expect(screen.getByLabelText('Email*')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByTestId('location')).toHaveTextContent('/contact-us')
    expect(screen.getByLabelText('First Name*')).toHaveValue('Jane')

    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    const key = (call: number) => (fetchMock.mock.calls[call][1]?.headers as Record<string, string>)['Idempotency-Key']
    expect(key(1)).toBe(key(0))
  })

  it('says so when the submission fails for another reason and keeps what was typed', async () => {
    const user = userEvent.setup()
    stubFetch(jsonResponse(500, { message: 'Internal Server Error' }))
    renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    const messages = await screen.findAllByText('Some error occurred, Please try again!')
    // One in the toast, one under the form.
    expect(messages).toHaveLength(2)
    expect(screen.getByLabelText('Last Name*')).toHaveValue('Doe')
    expect(screen.getByTestId('location')).toHaveTextContent('/contact-us')
  })

  it('on 429 shows the server message as a toast and under the form, and keeps what was typed', async () => {
    const user = userEvent.setup()
    const fetchMock = stubFetch(
      jsonResponse(429, { message: 'Too many requests. Please try again in 42 minutes.' }),
      jsonResponse(201, { message: 'ok', data: { id: 9 } }),
    )
    renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    // One in the toast, one under the form.
    expect(await screen.findAllByText('Too many requests. Please try again in 42 minutes.')).toHaveLength(2)
    expect(screen.getByLabelText('First Name*')).toHaveValue('Jane')
    expect(screen.getByLabelText('Email*')).toHaveValue('jane@example.com')
    expect(screen.getByLabelText('Phone*')).toHaveValue('5551234567')
    expect(screen.getByLabelText('State')).toHaveValue('California (CA)')
    expect(screen.getByRole('checkbox')).toBeChecked()
    expect(screen.getByTestId('location')).toHaveTextContent('/contact-us')
    expect(screen.queryByText('Some error occurred, Please try again!')).not.toBeInTheDocument()

    // Sent again later, it is the same submission.
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/thank-you'))
    const key = (call: number) => (fetchMock.mock.calls[call][1]?.headers as Record<string, string>)['Idempotency-Key']
    expect(key(1)).toBe(key(0))
  })
})

/** The Spanish consent words GET /api/site?lang=es answers (decision 066). */
const spanishConsent = {
  version: 'c-es-1',
  text: 'Al hacer clic en Enviar, confirmo que tengo 18 años o más, acepto la Política de Privacidad y los Términos y Condiciones, y doy mi consentimiento para recibir llamadas, correos electrónicos y mensajes de texto.',
  html: 'Al hacer clic en Enviar, confirmo que tengo 18 años o más, acepto la <a href="/es/privacy-policy">Política de Privacidad</a> y los <a href="/es/term-and-conditions">Términos y Condiciones</a>, y doy mi consentimiento para recibir llamadas, correos electrónicos y mensajes de texto.',
}

describe('ConsultationForm on a Spanish page', () => {
  function renderSpanish() {
    return renderWithProviders(
      <>
        <ConsultationForm />
        <ToastContainer />
      </>,
      { route: '/es/contact-us', site: { consent: spanishConsent } },
    )
  }

  it('speaks Spanish: labels, hint, placeholder, states and the Spanish consent', async () => {
    const user = userEvent.setup()
    renderSpanish()
    for (const label of ['Nombre*', 'Apellido*', 'Correo electrónico*', 'Teléfono*', 'Código postal*', 'Estado']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    }
    expect(screen.getByLabelText('Teléfono*')).toHaveAttribute('placeholder', 'Teléfono sin espacios')
    expect(screen.getByText('El teléfono debe tener exactamente 10 dígitos, sin espacios')).toBeInTheDocument()
    const options = Array.from((screen.getByLabelText('Estado') as HTMLSelectElement).options)
    expect(options[0].text).toBe('Seleccione el estado')
    // The words are Spanish; the value stays the one the API takes.
    expect(options.find((option) => option.text === 'Nueva York (NY)')?.value).toBe('New York (NY)')
    expect(screen.getByRole('checkbox', { name: /Al hacer clic en Enviar, confirmo que tengo 18 años/ })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Leer más' }))
    expect(screen.getByRole('link', { name: 'Política de Privacidad' })).toHaveAttribute('href', '/es/privacy-policy')
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled()
  })

  it('explains the missing fields in Spanish', async () => {
    const user = userEvent.setup()
    const fetchMock = stubFetch()
    renderSpanish()
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('Escriba su nombre.')).toBeInTheDocument()
    expect(screen.getByText('Escriba su apellido.')).toBeInTheDocument()
    expect(screen.getByText('Escriba su correo electrónico.')).toBeInTheDocument()
    expect(screen.getByText('Escriba su código postal.')).toBeInTheDocument()
    expect(screen.getByText('Marque la casilla para dar su consentimiento antes de enviar.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends language es with the version of the Spanish consent shown, then lands on /es/thank-you', async () => {
    const user = userEvent.setup()
    const fetchMock = stubFetch(jsonResponse(201, { message: 'ok', data: { reference: 'K7M2Q9XR4T8B' } }))
    renderSpanish()
    await user.type(screen.getByLabelText('Nombre*'), 'Ana')
    await user.type(screen.getByLabelText('Apellido*'), 'López')
    await user.type(screen.getByLabelText('Correo electrónico*'), 'ana@example.com')
    await user.type(screen.getByLabelText('Teléfono*'), '5551234567')
    await user.type(screen.getByLabelText('Código postal*'), '78701')
    await user.selectOptions(screen.getByLabelText('Estado'), 'Texas (TX)')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('Formulario enviado. ¡Gracias por su consulta!')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/es/thank-you'))
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toMatchObject({
      first_name: 'Ana',
      state: 'Texas (TX)',
      language: 'es',
      consent_version: 'c-es-1',
    })
  })

  it('says a failure in Spanish', async () => {
    const user = userEvent.setup()
    stubFetch(jsonResponse(500, { message: 'Internal Server Error' }))
    renderSpanish()
    await user.type(screen.getByLabelText('Nombre*'), 'Ana')
    await user.type(screen.getByLabelText('Apellido*'), 'López')
    await user.type(screen.getByLabelText('Correo electrónico*'), 'ana@example.com')
    await user.type(screen.getByLabelText('Teléfono*'), '5551234567')
    await user.type(screen.getByLabelText('Código postal*'), '78701')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findAllByText('Ocurrió un error. Por favor, inténtelo de nuevo.')).toHaveLength(2)
    expect(screen.getByTestId('location')).toHaveTextContent('/es/contact-us')
  })
})
