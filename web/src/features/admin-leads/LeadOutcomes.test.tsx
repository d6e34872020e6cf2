import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SESSION_KEY } from '@/lib/api-client'
import { defaultRange } from './components/ConversionExport'
import { jsonResponse, makeLead, page, renderLeads, stubFetch } from './test-utils'
import type { LeadDetail } from './types'

const CONVERSION_HEADER = 'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
  delete (URL as { createObjectURL?: unknown }).createObjectURL
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL
})

describe('lead status history and partner outcomes', () => {
  it('shows each status change with who made it, and each partner outcome with its return badge', async () => {
    const lead: LeadDetail = makeLead({
      status: 'qualified',
      status_history: [
        { status: 'new', changed_at: '2025-03-14T15:09:26Z', changed_by: null, changed_by_name: '' },
        { status: 'qualified', changed_at: '2025-03-15T10:00:00Z', changed_by: 3, changed_by_name: 'Ada Admin' },
      ],
      outcomes: [
        {
          id: 1,
          lead_id: 42,
          partner_id: 7,
          partner_name: 'Lone Star Injury Law',
          status: 'accepted',
          reason: '',
          is_return: false,
          reported_at: '2025-03-15T11:00:00Z',
        },
        {
          id: 2,
          lead_id: 42,
          partner_id: null,
          partner_name: 'Gone Law',
          status: 'rejected',
          reason: 'Already represented',
          is_return: true,
          reported_at: '2025-03-16T11:00:00Z',
        },
      ],
    })
    stubFetch((call) => {
      if (call.url.pathname === '/api/admin/leads/42') return jsonResponse(200, { data: lead })
      if (call.url.pathname === '/api/admin/settings') return jsonResponse(200, { data: { operator_timezone: 'America/Los_Angeles' } })
      return jsonResponse(404, { message: 'Not found' })
    })
    renderLeads('/admin/leads/42')

    const history = await screen.findByRole('list', { name: 'Changes, oldest first' })
    const steps = within(history).getAllByRole('listitem')
    expect(steps).toHaveLength(2)
    expect(steps[0]).toHaveTextContent('New')
    expect(steps[0]).toHaveTextContent('Received from the form')
    expect(steps[1]).toHaveTextContent('Qualified')
    expect(steps[1]).toHaveTextContent('Ada Admin')
    expect(steps[1].querySelector('time')).toHaveAttribute('dateTime', '2025-03-15T10:00:00Z')
    // In the operator's time zone (Settings), with its abbreviation, whatever the browser's zone.
    await waitFor(() => expect(steps[0].querySelector('time')).toHaveTextContent('Mar 14, 2025, 8:09 AM PDT'))
    expect(steps[1].querySelector('time')).toHaveTextContent('Mar 15, 2025, 3:00 AM PDT')
    expect(steps[1].querySelector('time')).toHaveAttribute('title', 'America/Los_Angeles')
    // The rest of the page's times too: one zone on one page.
    for (const time of document.querySelectorAll('time[datetime="2025-03-14T15:09:26Z"]')) {
      expect(time).toHaveTextContent('Mar 14, 2025, 8:09 AM PDT')
    }
    expect(document.querySelectorAll('time[datetime="2025-03-14T15:09:26Z"]').length).toBeGreaterThan(1)

    const outcomes = within(screen.getByRole('region', { name: 'Partner outcomes' })).getAllByRole('listitem')
    expect(outcomes[0]).toHaveTextContent('Lone Star Injury Law')
    expect(outcomes[0]).toHaveTextContent('Accepted')
    expect(within(outcomes[0]).queryByText('In return window')).toBeNull()
    expect(outcomes[1]).toHaveTextContent('Gone Law (deleted partner)')
    expect(outcomes[1]).toHaveTextContent('Reason: Already represented')
    expect(outcomes[1].querySelector('time')).toHaveTextContent('Mar 16, 2025, 4:00 AM PDT')
    expect(within(outcomes[1]).getByText('In return window')).toBeInTheDocument()
  })

  it('says when no partner reported anything yet', async () => {
    stubFetch(() => jsonResponse(200, { data: makeLead() }))
    renderLeads('/admin/leads/42')
    expect(await screen.findByText('No partner has reported an outcome for this lead yet.')).toBeInTheDocument()
  })

  it('reads the lead again after a status change, so the history shows the new step', async () => {
    const user = userEvent.setup()
    let lead: LeadDetail = makeLead()
    const { calls } = stubFetch((call) => {
      if (call.url.pathname !== '/api/admin/leads/42') return jsonResponse(200, page([lead]))
      if (call.method === 'PATCH') {
        lead = {
          ...lead,
          status: 'contacted',
          status_history: [
            ...lead.status_history,
            { status: 'contacted', changed_at: '2025-03-16T08:00:00Z', changed_by: 3, changed_by_name: 'Ada Admin' },
          ],
        }
        const { deliveries: _d, status_history: _h, outcomes: _o, ...bare } = lead
        return jsonResponse(200, { message: 'Lead updated', lead: bare })
      }
      return jsonResponse(200, { data: lead })
    })
    renderLeads('/admin/leads/42')
    await screen.findByRole('list', { name: 'Changes, oldest first' })
    await user.selectOptions(screen.getByLabelText('Status'), 'contacted')
    await user.click(screen.getByRole('button', { name: /save/i }))
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Changes, oldest first' })).getAllByRole('listitem')).toHaveLength(2),
    )
    expect(calls.filter((c) => c.url.pathname === '/api/admin/leads/42' && c.method === 'GET').length).toBeGreaterThan(1)
  })
})

describe('conversion export', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('defaults to the operator’s last 30 days', () => {
    // 03:30 UTC on March 1st: still February 28th in Los Angeles, March 1st in Auckland.
    const now = new Date('2026-03-01T03:30:00Z')
    expect(defaultRange(now, 'America/Los_Angeles')).toEqual({ from: '2026-01-30', to: '2026-02-28' })
    expect(defaultRange(now, 'Pacific/Auckland')).toEqual({ from: '2026-01-31', to: '2026-03-01' })
  })

  it('opens on the last 30 days of the operator’s calendar, not the browser’s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-01T03:30:00Z'))
    const user = userEvent.setup()
    stubFetch((call) =>
      call.url.pathname === '/api/admin/settings'
        ? jsonResponse(200, { data: { operator_timezone: 'America/Los_Angeles' } })
        : jsonResponse(200, page([])),
    )
    renderLeads('/admin/leads')
    await user.click(await screen.findByRole('button', { name: 'Conversions' }))
    const form = await screen.findByRole('form', { name: 'Google Ads conversions export' })
    expect(within(form).getByLabelText('From')).toHaveValue('2026-01-30')
    expect(within(form).getByLabelText('To')).toHaveValue('2026-02-28')
    expect(form).toHaveTextContent('days in America/Los_Angeles')
  })

  it('downloads the Google Ads CSV for the chosen days with the bearer token', async () => {
    const user = userEvent.setup()
    localStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: 'admin-token' }))
    const { calls } = stubFetch((call) =>
      call.url.pathname === '/api/admin/conversions/export'
        ? new Response(CONVERSION_HEADER, {
            status: 200,
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="conversions-2026-07-01-to-2026-07-31.csv"',
            },
          })
        : jsonResponse(200, page([])),
    )
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:conversions')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    renderLeads('/admin/leads')
    const toggle = await screen.findByRole('button', { name: 'Conversions' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const form = await screen.findByRole('form', { name: 'Google Ads conversions export' })
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-07-01' } })
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-07-31' } })
    await user.click(within(form).getByRole('button', { name: 'Download conversions CSV' }))

    await waitFor(() => expect(clicked).toHaveLength(1))
    const call = calls.find((c) => c.url.pathname === '/api/admin/conversions/export')!
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ from: '2026-07-01', to: '2026-07-31' })
    expect(call.headers.Authorization).toBe('Bearer admin-token')
    expect(clicked[0].download).toBe('conversions-2026-07-01-to-2026-07-31.csv')
    await expect(createObjectURL.mock.calls[0][0].text()).resolves.toBe(CONVERSION_HEADER)
  })

  it('shows the server’s 422 under the date it is about', async () => {
    const user = userEvent.setup()
    stubFetch((call) =>
      call.url.pathname === '/api/admin/conversions/export'
        ? jsonResponse(422, {
            message: 'The start date must be on or before the end date.',
            errors: { from: ['The start date must be on or before the end date.'] },
          })
        : jsonResponse(200, page([])),
    )
    renderLeads('/admin/leads')
    await user.click(await screen.findByRole('button', { name: 'Conversions' }))
    const form = await screen.findByRole('form', { name: 'Google Ads conversions export' })
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-08-01' } })
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-07-01' } })
    await user.click(within(form).getByRole('button', { name: 'Download conversions CSV' }))
    expect(await within(form).findByText('The start date must be on or before the end date.')).toBeInTheDocument()
    expect(within(form).getByLabelText('From')).toHaveAttribute('aria-invalid', 'true')
    expect(within(form).getByLabelText('From')).toHaveFocus()
  })
})
