import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, makeLead, renderLeads, stubFetch } from './test-utils'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('an erased lead', () => {
  it('shows as erased, with the date and the reason, instead of empty fields', async () => {
    const lead = makeLead({
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      zip_code: '',
      description: '',
      erased_at: '2026-03-11T12:00:00Z',
      erasure_reason: 'privacy_request',
    })
    stubFetch((call) =>
      call.url.pathname === `/api/admin/leads/${lead.id}` ? jsonResponse(200, { data: lead }) : jsonResponse(404, { message: 'Not found' }),
    )
    renderLeads(`/admin/leads/${lead.id}`)
    const details = await screen.findByRole('region', { name: 'Details' })
    const erased = within(details).getByText('Personal data').nextElementSibling
    expect(erased).toHaveTextContent('Erased on')
    expect(erased).toHaveTextContent('privacy request')
    expect(erased?.querySelector('time')).toHaveAttribute('dateTime', '2026-03-11T12:00:00Z')
    expect(within(details).queryByText('E-mail')).toBeNull()
    expect(within(details).queryByText('Phone')).toBeNull()
    expect(screen.getByText('Erased', { selector: '.badge' })).toBeInTheDocument()
  })
})
