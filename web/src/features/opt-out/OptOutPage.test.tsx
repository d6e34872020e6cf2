import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import OptOutPage from './OptOutPage'
import { formatDueDay } from './components/OptOutConfirmation'

function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>()
  for (const response of responses) fetchMock.mockResolvedValueOnce(response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function sentBody(fetchMock: ReturnType<typeof stubFetch>, call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1]
  return JSON.parse(String(init?.body))
}

const recorded = {
  message: 'Your request is recorded. We have stopped contacting you as you asked.',
  data: {
    phone: '5551234567',
    email: '',
    scope: 'texts',
    received_at: '2026-09-04T14:00:00Z',
    due_at: '2026-09-22T04:00:00Z',
  },
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('OptOutPage', () => {
  it('has labelled fields, the scope choices and the explanation', () => {
    renderWithProviders(<OptOutPage />, { route: '/opt-out' })
    expect(screen.getByRole('heading', { level: 1, name: 'Opt Out' })).toBeInTheDocument()
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument()
    expect(screen.getByLabelText('Email address')).toBeInTheDocument()
    const group = screen.getByRole('group', { name: 'What should we stop?' })
    expect(group).toBeInTheDocument()
    for (const name of ['Everything', 'Phone calls', 'Text messages', 'E-mails']) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument()
    }
    expect(screen.getByRole('radio', { name: 'Everything' })).toBeChecked()
    expect(screen.getByText(/within 10 business days/)).toBeInTheDocument()
    expect(screen.getByText(/is told that you withdrew/)).toBeInTheDocument()
  })

  it('asks for a phone number or an e-mail before sending anything', async () => {
    const fetchMock = stubFetch()
    const user = userEvent.setup()
    renderWithProviders(<OptOutPage />, { route: '/opt-out' })
    await user.click(screen.getByRole('button', { name: 'Stop contacting me' }))
    expect(await screen.findAllByText('Enter your phone number or your email address (or both).')).toHaveLength(2)
    expect(screen.getByLabelText('Phone number')).toHaveFocus()
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true')
    await user.type(screen.getByLabelText('Phone number'), '555 123')
    await user.click(screen.getByRole('button', { name: 'Stop contacting me' }))
    expect(await screen.findByText('Phone number must be exactly 10 digits.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the digits and the scope, then shows what was recorded', async () => {
    const fetchMock = stubFetch(jsonResponse(201, recorded))
    const user = userEvent.setup()
    renderWithProviders(<OptOutPage />, { route: '/opt-out' })
    await user.type(screen.getByLabelText('Phone number'), '(555) 123-4567')
    await user.click(screen.getByRole('radio', { name: 'Text messages' }))
    await user.click(screen.getByRole('button', { name: 'Stop contacting me' }))

    const heading = await screen.findByRole('heading', { name: 'Your request is recorded' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/opt-out')
    expect(sentBody(fetchMock)).toEqual({ phone: '5551234567', email: '', scope: 'texts', language: 'en' })
    expect(screen.getByText(recorded.message)).toBeInTheDocument()
    expect(screen.getByText('5551234567')).toBeInTheDocument()
    expect(screen.getByText('Text messages')).toBeInTheDocument()
    expect(screen.getByText('September 21, 2026 at the latest')).toBeInTheDocument()
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Opt out another number or address' }))
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument()
  })

  it('puts the server’s 422 errors under their fields', async () => {
    stubFetch(
      jsonResponse(422, {
        message: 'The given data was invalid.',
        errors: { email: ['The email must be a valid email address.'], scope: ['Choose what to stop.'] },
      }),
    )
    const user = userEvent.setup()
    renderWithProviders(<OptOutPage />, { route: '/opt-out' })
    await user.type(screen.getByLabelText('Email address'), 'jane@example.com')
    await user.click(screen.getByRole('button', { name: 'Stop contacting me' }))
    expect(await screen.findByText('The email must be a valid email address.')).toBeInTheDocument()
    expect(screen.getByText('Choose what to stop.')).toBeInTheDocument()
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true')
  })

  it('says when there were too many requests', async () => {
    stubFetch(jsonResponse(429, { message: 'Too many requests. Please try again in 12 minutes.' }))
    const user = userEvent.setup()
    renderWithProviders(<OptOutPage />, { route: '/opt-out' })
    await user.type(screen.getByLabelText('Email address'), 'jane@example.com')
    await user.click(screen.getByRole('button', { name: 'Stop contacting me' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 12 minutes.')
  })
})

describe('OptOutPage opened from a confirmation e-mail’s link', () => {
  const withdrawn = {
    message: 'Your consent is withdrawn. We have stopped contacting you.',
    data: { scope: 'all', received_at: '2026-09-04T14:00:00Z', due_at: '2026-09-22T04:00:00Z' },
  }

  it('offers one button, focused for the keyboard, and withdraws only when it is pressed', async () => {
    const fetchMock = stubFetch(jsonResponse(201, withdrawn))
    const user = userEvent.setup()
    renderWithProviders(<OptOutPage />, { route: '/opt-out?token=tok_123-abc' })

    const heading = screen.getByRole('heading', { level: 2, name: 'Withdraw your consent' })
    expect(heading).toHaveFocus()
    expect(screen.getByRole('region', { name: 'Withdraw your consent' })).toBeInTheDocument()
    const button = screen.getByRole('button', { name: 'Withdraw my consent' })
    expect(screen.getAllByRole('button')).toEqual([button])
    expect(button).toHaveAccessibleDescription(/You do not need to type anything/)
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument()
    // Opening the page sends nothing.
    expect(fetchMock).not.toHaveBeenCalled()

    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')

    const done = await screen.findByRole('heading', { name: 'Your request is recorded' })
    await waitFor(() => expect(done).toHaveFocus())
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/opt-out/link')
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST')
    expect(sentBody(fetchMock)).toEqual({ token: 'tok_123-abc', language: 'en' })
    expect(screen.getByText(withdrawn.message)).toBeInTheDocument()
    expect(screen.getByText('Everything')).toBeInTheDocument()
    expect(screen.getByText('September 21, 2026 at the latest')).toBeInTheDocument()
    expect(screen.queryByText('Phone number')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Opt out another number or address' }))
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Withdraw my consent' })).not.toBeInTheDocument()
  })

  it('answers a used or expired link plainly, then shows the ordinary form', async () => {
    const used = 'This link was used already: your consent was withdrawn then, and nothing more is needed.'
    stubFetch(jsonResponse(422, { message: used, errors: { token: [used] } }))
    const user = userEvent.setup()
    renderWithProviders(<OptOutPage />, { route: '/opt-out?token=old' })
    await user.click(screen.getByRole('button', { name: 'Withdraw my consent' }))

    const answer = await screen.findByText(used)
    await waitFor(() => expect(answer).toHaveFocus())
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Stop contacting me' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Withdraw my consent' })).not.toBeInTheDocument()
  })

  it('keeps the button when there were too many requests', async () => {
    stubFetch(jsonResponse(429, { message: 'Too many requests. Please try again in 12 minutes.' }))
    const user = userEvent.setup()
    renderWithProviders(<OptOutPage />, { route: '/opt-out?token=tok' })
    await user.click(screen.getByRole('button', { name: 'Withdraw my consent' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 12 minutes.')
    expect(screen.getByRole('button', { name: 'Withdraw my consent' })).toBeEnabled()
  })
})

describe('formatDueDay', () => {
  it('is the Eastern day that ends at the deadline, in summer and in winter', () => {
    expect(formatDueDay('2026-09-22T04:00:00Z')).toBe('September 21, 2026')
    expect(formatDueDay('2026-12-10T05:00:00Z')).toBe('December 9, 2026')
  })
})

describe('OptOutPage in Spanish', () => {
  it('asks in Spanish, sends language es and shows what was recorded in Spanish', async () => {
    const answer = { ...recorded, message: 'Su solicitud quedó registrada. Dejamos de comunicarnos con usted.' }
    const fetchMock = stubFetch(jsonResponse(201, answer))
    const user = userEvent.setup()
    renderWithProviders(<OptOutPage />, { route: '/es/opt-out' })
    expect(screen.getByRole('heading', { level: 1, name: 'Darse de baja' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: '¿Qué debemos dejar de enviarle?' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Todo' })).toBeChecked()
    expect(screen.getByText(/a más tardar en 10 días hábiles/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Política de Privacidad' })).toHaveAttribute('href', '/es/privacy-policy')

    await user.click(screen.getByRole('button', { name: 'Dejen de contactarme' }))
    expect(await screen.findAllByText('Escriba su número de teléfono o su correo electrónico (o ambos).')).toHaveLength(2)
    expect(fetchMock).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText('Número de teléfono'), '555 123 4567')
    await user.click(screen.getByRole('radio', { name: 'Mensajes de texto' }))
    await user.click(screen.getByRole('button', { name: 'Dejen de contactarme' }))
    await screen.findByRole('heading', { name: 'Su solicitud quedó registrada' })
    expect(sentBody(fetchMock)).toEqual({ phone: '5551234567', email: '', scope: 'texts', language: 'es' })
    expect(screen.getByText(answer.message)).toBeInTheDocument()
    expect(screen.getByText('Mensajes de texto')).toBeInTheDocument()
    expect(screen.getByText('a más tardar el 21 de septiembre de 2026')).toBeInTheDocument()
  })

  it('withdraws by the mailed link in Spanish', async () => {
    const fetchMock = stubFetch(
      jsonResponse(201, {
        message: 'Su consentimiento fue retirado.',
        data: { scope: 'all', received_at: '2026-09-04T14:00:00Z', due_at: '2026-09-22T04:00:00Z' },
      }),
    )
    const user = userEvent.setup()
    renderWithProviders(<OptOutPage />, { route: '/es/opt-out?token=tok_es' })
    await user.click(await screen.findByRole('button', { name: 'Retirar mi consentimiento' }))
    expect(await screen.findByText('Su consentimiento fue retirado.')).toBeInTheDocument()
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/opt-out/link')
    expect(sentBody(fetchMock)).toEqual({ token: 'tok_es', language: 'es' })
    expect(screen.getByText('Todo')).toBeInTheDocument()
  })
})

describe('formatDueDay in Spanish', () => {
  it('writes the Eastern day in es-US', () => {
    expect(formatDueDay('2026-09-22T04:00:00Z', 'es-US')).toBe('21 de septiembre de 2026')
  })
})
