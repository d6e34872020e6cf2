import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, makeLead, renderLeads, stubFetch } from './test-utils'
import type { LeadDetail, LeadNotice } from './types'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const notice = (over: Partial<LeadNotice>): LeadNotice => ({
  id: 1,
  event: 'lead.corrected',
  partner_id: 7,
  partner_name: 'Lone Star Injury Law',
  channel: 'webhook',
  fields: ['email', 'phone'],
  status: 'delivered',
  attempts: 1,
  last_error: '',
  delivered_at: '2025-03-15T11:00:00Z',
  created_at: '2025-03-15T10:59:00Z',
  ...over,
})

function renderLead(lead: LeadDetail) {
  const calls: string[] = []
  stubFetch((call) => {
    calls.push(call.url.pathname)
    if (call.url.pathname === '/api/admin/leads/42') return jsonResponse(200, { data: lead })
    return jsonResponse(404, { message: 'Not found' })
  })
  renderLeads('/admin/leads/42')
  return calls
}

describe('partner notices on the lead page', () => {
  it('lists each notice with what it said, its channel and whether it arrived', async () => {
    renderLead(
      makeLead({
        notices: [
          notice({}),
          notice({ id: 2, channel: 'email', status: 'dead', delivered_at: null, last_error: 'smtp: 550 mailbox unavailable' }),
          notice({ id: 3, event: 'lead.consent_revoked', fields: [], partner_name: 'Buckeye Law', status: 'pending', delivered_at: null }),
        ],
      }),
    )
    const region = await screen.findByRole('region', { name: 'Partner notices' })
    const items = within(region).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent('Lone Star Injury Law')
    expect(items[0]).toHaveTextContent('Corrected: e-mail, phone · webhook')
    expect(items[0]).toHaveTextContent('Delivered')
    expect(items[1]).toHaveTextContent('Corrected: e-mail, phone · e-mail')
    expect(items[1]).toHaveTextContent('Not delivered: smtp: 550 mailbox unavailable. Tell Lone Star Injury Law yourself.')
    expect(items[2]).toHaveTextContent('Buckeye Law')
    expect(items[2]).toHaveTextContent('Consent withdrawn · webhook')
    expect(items[2]).toHaveTextContent('Pending')
    expect(items[2]).not.toHaveTextContent('Not delivered')
  })

  it('says when no partner was told anything', async () => {
    renderLead(makeLead({ notices: [] }))
    const region = await screen.findByRole('region', { name: 'Partner notices' })
    expect(within(region).getByText('No partner has been sent a notice about this lead.')).toBeInTheDocument()
  })

  it('reads the lead again after a correction, so the notices it queued show', async () => {
    let patched = false
    const reads: number[] = []
    stubFetch((call) => {
      if (call.url.pathname !== '/api/admin/leads/42') return jsonResponse(404, { message: 'Not found' })
      if (call.method === 'PATCH') {
        patched = true
        return jsonResponse(200, { message: 'Lead updated', lead: makeLead({ phone: '5559876543' }) })
      }
      reads.push(Date.now())
      const notices = patched ? [notice({ fields: ['phone'], status: 'pending', delivered_at: null })] : []
      return jsonResponse(200, { data: makeLead({ phone: patched ? '5559876543' : '5551234567', notices }) })
    })
    renderLeads('/admin/leads/42')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit contact details' }))
    const form = screen.getByRole('form', { name: 'Edit contact details' })
    await user.clear(within(form).getByLabelText('Phone'))
    await user.type(within(form).getByLabelText('Phone'), '5559876543')
    await user.click(within(form).getByRole('button', { name: 'Save contact details' }))
    const region = screen.getByRole('region', { name: 'Partner notices' })
    await waitFor(() => expect(within(region).getByRole('listitem')).toHaveTextContent('Corrected: phone · webhook'))
    expect(within(region).getByRole('listitem')).toHaveTextContent('Pending')
    expect(reads.length).toBeGreaterThanOrEqual(2)
  })
})
