import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SESSION_KEY } from '@/lib/api-client'
import { DELETE_CONFIRM_TEXT } from './components/DeleteLeadButton'
import { jsonResponse, makeLead, page, renderLeads, stubFetch, type FetchCall } from './test-utils'
import type { Lead } from './types'

const location = () => screen.getByTestId('location').textContent

/** A tiny fake of the lead endpoints around one stored lead. */
function fakeServer(lead: Lead, overrides: { patch?: (call: FetchCall) => Response; del?: () => Response } = {}) {
  let stored: Lead | null = lead
  return stubFetch((call) => {
    const path = call.url.pathname
    if (path === `/api/admin/leads/${lead.id}`) {
      if (!stored) return jsonResponse(404, { message: 'Lead not found' })
      if (call.method === 'PATCH') {
        if (overrides.patch) return overrides.patch(call)
        stored = { ...stored, ...(call.body as Partial<Lead>), updated_at: '2025-03-16T08:00:00Z' }
        return jsonResponse(200, { message: 'Lead updated', lead: stored })
      }
      if (call.method === 'DELETE') {
        if (overrides.del) return overrides.del()
        stored = null
        return jsonResponse(200, { message: 'Lead deleted' })
      }
      return jsonResponse(200, { data: stored })
    }
    if (path === '/api/admin/leads') return jsonResponse(200, page(stored ? [stored] : []))
    return jsonResponse(404, { message: 'Not found' })
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('LeadDetailPage', () => {
  it('shows every field of the lead', async () => {
    fakeServer(makeLead({ description: 'Rear-ended at a light.', duplicate_of: 7, notes: 'Called once.' }))
    renderLeads('/admin/leads/42')
    expect(await screen.findByRole('heading', { level: 1, name: /Lead #42/ })).toHaveTextContent('Jordan Rivera')
    const details = screen.getByRole('region', { name: 'Details' })
    expect(within(details).getByText('Reference').nextElementSibling).toHaveTextContent('K7M2Q9XR4T8B')
    expect(within(details).getByText('Jordan')).toBeInTheDocument()
    expect(within(details).getByText('Rivera')).toBeInTheDocument()
    expect(within(details).getByRole('link', { name: 'jordan@example.com' })).toHaveAttribute('href', 'mailto:jordan@example.com')
    expect(within(details).getByRole('link', { name: '(555) 123-4567' })).toHaveAttribute('href', 'tel:+15551234567')
    expect(within(details).getByText('73301')).toBeInTheDocument()
    expect(within(details).getByText('Texas (TX)')).toBeInTheDocument()
    expect(within(details).getByText('Consultation')).toBeInTheDocument()
    expect(within(details).getByText('Rear-ended at a light.')).toBeInTheDocument()
    expect(within(details).getByRole('link', { name: 'Duplicate of #7' })).toHaveAttribute('href', '/admin/leads/7')
    expect(within(details).getByText('Proof').nextElementSibling).toHaveTextContent('LeadiD: Valid')
    expect(within(details).getByText('Proof').nextElementSibling).toHaveTextContent('TrustedForm: Retained')
    expect(within(details).queryByText('Verified')).toBeNull()
    expect(within(details).getByText('Received').nextElementSibling?.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2025-03-14T15:09:26Z',
    )
    expect(screen.getByLabelText('Notes')).toHaveValue('Called once.')
    expect(screen.getByLabelText('Status')).toHaveValue('new')
  })

  it('marks a demo lead', async () => {
    fakeServer(makeLead({ demo: true }))
    renderLeads('/admin/leads/42')
    await screen.findByRole('heading', { level: 1, name: /Lead #42/ })
    expect(screen.getByText('Demo')).toHaveAttribute('title', 'Synthetic lead made by claimsite demo-data')
  })

  it('names the language of the consent words (decision 066)', async () => {
    const lead = makeLead()
    fakeServer({ ...lead, language: 'en', consent: { ...lead.consent, language: 'es' } })
    renderLeads('/admin/leads/42')
    const proof = await screen.findByRole('region', { name: 'Consent proof' })
    expect(within(proof).getByText('Consent').nextElementSibling).toHaveTextContent('Spanish, version c-1a2b3c4d')
  })

  it('shows the consent proof', async () => {
    fakeServer(makeLead())
    renderLeads('/admin/leads/42')
    const proof = await screen.findByRole('region', { name: 'Consent proof' })
    const value = (term: string) => within(proof).getByText(term).nextElementSibling as HTMLElement
    expect(value('Consent given')).toHaveTextContent('Yes')
    expect(value('Consent text version')).toHaveTextContent('c-1a2b3c4d')
    expect(value('Consent text').querySelector('details')).not.toHaveAttribute('open')
    expect(within(proof).getByText('Show the consent text the visitor agreed to')).toBeInTheDocument()
    expect(value('Consent text')).toHaveTextContent('By clicking Submit I confirm I am 18 or older')
    expect(value('Consented at').querySelector('time')).toHaveAttribute('dateTime', '2025-03-14T15:09:26Z')
    expect(value('Consent withdrawn')).toHaveTextContent('No')
    expect(value('IP address')).toHaveTextContent('203.0.113.7')
    expect(value('User agent')).toHaveTextContent('Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0')
    expect(value('Page URL')).toHaveTextContent('https://claims.example/contact-us')
    expect(value('Referrer')).toHaveTextContent('https://search.example/?q=accident')
    expect(value('LeadiD token')).toHaveTextContent('A1B2C3D4-0000-4000-8000-000000001111')
    expect(within(value('LeadiD token')).getByText('Valid')).toHaveClass('badge', 'lead-proof--valid')
    expect(within(value('TrustedForm certificate')).getByText('Retained')).toHaveClass('badge', 'lead-proof--retained')
    expect(value('TrustedForm certificate')).toHaveTextContent('retained until 2030-03-14T15:09:26Z')
    const certificate = within(value('TrustedForm certificate')).getByRole('link')
    expect(certificate).toHaveAttribute('href', 'https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567')
    expect(certificate).toHaveAttribute('target', '_blank')
    expect(certificate.getAttribute('rel')).toContain('noopener')
  })

  it('shows that the person withdrew their consent, however they did', async () => {
    fakeServer(
      makeLead({
        consent_withdrawal: {
          revocation_id: 9,
          scope: 'all',
          channel: 'web',
          received_at: '2025-03-16T10:00:00Z',
          due_at: '2025-03-29T04:00:00Z',
        },
      }),
    )
    renderLeads('/admin/leads/42')
    const proof = await screen.findByRole('region', { name: 'Consent proof' })
    const withdrawn = within(proof).getByText('Consent withdrawn').nextElementSibling as HTMLElement
    expect(within(withdrawn).getByText('Withdrawn')).toHaveClass('badge')
    expect(withdrawn).toHaveTextContent('everything, on the website')
    expect(withdrawn.querySelector('time')).toHaveAttribute('dateTime', '2025-03-16T10:00:00Z')
  })

  it('never turns a reported javascript: URL into a link', async () => {
    fakeServer(
      makeLead({
        consent: {
          ...makeLead().consent,
          page_url: 'javascript:alert(1)',
          trustedform_cert_url: '',
          leadid_token: '',
          leadid_state: 'absent',
          trustedform_state: 'absent',
          trustedform_detail: '',
        },
      }),
    )
    renderLeads('/admin/leads/42')
    const proof = await screen.findByRole('region', { name: 'Consent proof' })
    const value = (term: string) => within(proof).getByText(term).nextElementSibling as HTMLElement
    expect(value('Page URL')).toHaveTextContent('javascript:alert(1)')
    expect(within(value('Page URL')).queryByRole('link')).toBeNull()
    expect(value('TrustedForm certificate')).toHaveTextContent('Absent')
    expect(value('LeadiD token')).toHaveTextContent('Absent')
  })

  it('shows a malformed proof as sent, with its state, and never links a malformed certificate', async () => {
    fakeServer(
      makeLead({
        consent: {
          ...makeLead().consent,
          leadid_token: 'LEADID-0000-1111',
          leadid_state: 'malformed',
          trustedform_cert_url: 'https://cert.example.com/0123456789abcdef0123',
          trustedform_state: 'malformed',
          trustedform_detail: '',
        },
      }),
    )
    renderLeads('/admin/leads/42')
    const proof = await screen.findByRole('region', { name: 'Consent proof' })
    const value = (term: string) => within(proof).getByText(term).nextElementSibling as HTMLElement
    expect(within(value('LeadiD token')).getByText('Malformed')).toHaveClass('lead-proof--malformed')
    expect(value('LeadiD token')).toHaveTextContent('LEADID-0000-1111')
    expect(within(value('TrustedForm certificate')).getByText('Malformed')).toHaveClass('lead-proof--malformed')
    expect(value('TrustedForm certificate')).toHaveTextContent('https://cert.example.com/0123456789abcdef0123')
    expect(within(value('TrustedForm certificate')).queryByRole('link')).toBeNull()
    const details = screen.getByRole('region', { name: 'Details' })
    expect(within(details).getByText('LeadiD: Malformed')).toBeInTheDocument()
  })

  it('shows a refused retention with what TrustedForm said', async () => {
    fakeServer(
      makeLead({
        consent: { ...makeLead().consent, trustedform_state: 'retain_failed', trustedform_detail: 'Certificate not found' },
      }),
    )
    renderLeads('/admin/leads/42')
    const proof = await screen.findByRole('region', { name: 'Consent proof' })
    const certificate = within(proof).getByText('TrustedForm certificate').nextElementSibling as HTMLElement
    expect(within(certificate).getByText('Retention failed')).toHaveClass('lead-proof--retain_failed')
    expect(certificate).toHaveTextContent('Certificate not found')
  })

  it('saves status and notes with PATCH and confirms with a toast', async () => {
    const user = userEvent.setup()
    localStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: 'admin-token' }))
    const { calls } = fakeServer(makeLead())
    renderLeads('/admin/leads/42')
    await screen.findByRole('heading', { level: 1, name: /Lead #42/ })
    await user.selectOptions(screen.getByLabelText('Status'), 'contacted')
    await user.type(screen.getByLabelText('Notes'), 'Left a voicemail.')
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByText('Lead updated')).toBeInTheDocument()
    const patch = calls.find((call) => call.method === 'PATCH')!
    expect(patch.url.pathname).toBe('/api/admin/leads/42')
    expect(patch.body).toEqual({ status: 'contacted', notes: 'Left a voicemail.' })
    expect(patch.headers.Authorization).toBe('Bearer admin-token')
    // The saved lead replaces the shown one: the header badge follows.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent('Contacted'))
    expect(screen.getByLabelText('Notes')).toHaveValue('Left a voicemail.')
    expect(screen.queryByText('Unsaved changes')).toBeNull()
  })

  it('shows 422 errors under their fields', async () => {
    const user = userEvent.setup()
    fakeServer(makeLead(), {
      patch: () =>
        jsonResponse(422, {
          message: 'The given data was invalid.',
          errors: {
            notes: ['The notes may not be greater than 10000 characters.'],
            status: ['The status must be one of: new, contacted, qualified, rejected.'],
          },
        }),
    })
    renderLeads('/admin/leads/42')
    await screen.findByRole('heading', { level: 1, name: /Lead #42/ })
    await user.type(screen.getByLabelText('Notes'), 'x')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('The notes may not be greater than 10000 characters.')).toHaveClass('invalid-feedback')
    expect(screen.getByLabelText('Notes')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Notes')).toHaveAccessibleDescription(/The notes may not be greater than 10000 characters\./)
    expect(screen.getByText('The status must be one of: new, contacted, qualified, rejected.')).toBeInTheDocument()
    expect(screen.getByLabelText('Status')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText('Lead updated')).toBeNull()
  })

  it('asks for confirmation before deleting, then erases and returns to the list', async () => {
    const user = userEvent.setup()
    const { calls } = fakeServer(makeLead())
    renderLeads('/admin/leads/42')
    await screen.findByRole('heading', { level: 1, name: /Lead #42/ })

    await user.click(screen.getByRole('button', { name: 'Delete lead' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete lead' })
    expect(dialog).toHaveTextContent(DELETE_CONFIRM_TEXT)
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Delete lead' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(location()).toBe('/admin/leads'))
    expect(await screen.findByText('Lead deleted')).toBeInTheDocument()
    const deletion = calls.filter((call) => call.method === 'DELETE')
    expect(deletion).toHaveLength(1)
    expect(deletion[0].url.pathname).toBe('/api/admin/leads/42')
    expect(await screen.findByText(/No leads yet/)).toBeInTheDocument()
  })

  it('keeps the dialog open with the reason when the deletion fails', async () => {
    const user = userEvent.setup()
    fakeServer(makeLead(), { del: () => jsonResponse(500, { message: 'Internal Server Error' }) })
    renderLeads('/admin/leads/42')
    await screen.findByRole('heading', { level: 1, name: /Lead #42/ })
    await user.click(screen.getByRole('button', { name: 'Delete lead' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Internal Server Error')
    expect(location()).toBe('/admin/leads/42')
  })

  it('says when the lead does not exist, with a way back', async () => {
    stubFetch(() => jsonResponse(404, { message: 'Lead not found' }))
    renderLeads('/admin/leads/999')
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to leads' })).toHaveAttribute('href', '/admin/leads')
  })
})
