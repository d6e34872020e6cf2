import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { recordFirstTouch, resetAttributionForTests } from '@/lib/attribution'
import { ConsultationForm } from './components/ConsultationForm'
import { StateLawContactForm } from './components/StateLawContactForm'

const landing = {
  pathname: '/',
  search: '?utm_source=google&utm_medium=cpc&utm_campaign=spring-brand&gclid=TEST-GCLID-123',
  host: 'claims.example',
}
const sent = {
  landing_page: '/?utm_source=google&utm_medium=cpc&utm_campaign=spring-brand',
  referrer: 'https://www.google.com/',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'spring-brand',
  gclid: 'TEST-GCLID-123',
}

function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(201, { message: 'ok', data: { reference: 'K7M2Q9XR4T8B' } }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const body = (fetchMock: ReturnType<typeof stubFetch>) => JSON.parse(fetchMock.mock.calls[0][1]?.body as string) as Record<string, unknown>

afterEach(() => {
  vi.unstubAllGlobals()
  resetAttributionForTests()
})

describe('lead forms send the attribution', () => {
  it('the consultation form sends the first touch', async () => {
    recordFirstTouch(landing, 'https://www.google.com/')
    const fetchMock = stubFetch()
    const user = userEvent.setup()
    renderWithProviders(<ConsultationForm />, { route: '/contact-us' })
    await user.type(screen.getByLabelText('First Name*'), 'Jane')
    await user.type(screen.getByLabelText('Last Name*'), 'Doe')
    await user.type(screen.getByLabelText('Email*'), 'jane@example.com')
    await user.type(screen.getByLabelText('Phone*'), '5551234567')
    await user.type(screen.getByLabelText('Zip Code*'), '90210')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(body(fetchMock).attribution).toEqual(sent)
  })

  it('the state-law form sends the first touch', async () => {
    recordFirstTouch(landing, 'https://www.google.com/')
    const fetchMock = stubFetch()
    const user = userEvent.setup()
    renderWithProviders(<StateLawContactForm stateLawId={5} />, { route: '/state-law-detail/5' })
    await user.type(screen.getByLabelText('Name*'), 'Sam Lee')
    await user.type(screen.getByLabelText('Email*'), 'sam@example.com')
    await user.type(screen.getByLabelText('Phone*'), '5559876543')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(body(fetchMock).attribution).toEqual(sent)
  })

  it('sends no attribution when none was recorded', async () => {
    const fetchMock = stubFetch()
    const user = userEvent.setup()
    renderWithProviders(<StateLawContactForm stateLawId={5} />, { route: '/state-law-detail/5' })
    await user.type(screen.getByLabelText('Name*'), 'Sam Lee')
    await user.type(screen.getByLabelText('Email*'), 'sam@example.com')
    await user.type(screen.getByLabelText('Phone*'), '5559876543')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(body(fetchMock)).not.toHaveProperty('attribution')
  })
})
