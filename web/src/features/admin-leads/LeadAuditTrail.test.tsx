import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuditEvent } from '@/lib/admin/audit'
import { jsonResponse, makeLead, page, renderLeads, stubFetch, type FetchCall } from './test-utils'

function auditEvent(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: 1,
    at: '2025-03-15T10:00:00Z',
    actor_id: 1,
    actor_email: 'ada@example.com',
    actor_name: 'Ada Admin',
    action: 'view',
    record_type: 'lead',
    record_id: '42',
    summary: '',
    ip: '192.0.2.1',
    request_id: 'r1',
    ...overrides,
  }
}

function serve(audit: (call: FetchCall) => Response) {
  return stubFetch((call) => {
    if (call.url.pathname === '/api/admin/leads/42') return jsonResponse(200, { data: makeLead() })
    return jsonResponse(404, { message: 'Not found' })
  }, audit)
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('lead audit trail', () => {
  it("asks for this lead's events and shows who viewed and changed it, newest first", async () => {
    const { calls } = serve(() =>
      jsonResponse(
        200,
        page(
          [
            auditEvent({ id: 3, action: 'update', summary: 'fields: email, phone' }),
            auditEvent({ id: 2, actor_name: '', actor_email: 'bo@example.com' }),
          ],
          { total: 14, last_page: 2 },
        ),
      ),
    )
    renderLeads('/admin/leads/42')
    const panel = await screen.findByRole('region', { name: 'Audit trail' })
    const list = await within(panel).findByRole('list', { name: 'Audit trail, newest first' })
    const items = within(list).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('Updated')
    expect(items[0]).toHaveTextContent('Ada Admin')
    expect(items[0]).toHaveTextContent('fields: email, phone')
    expect(items[1]).toHaveTextContent('Viewed')
    expect(items[1]).toHaveTextContent('bo@example.com')
    const audit = calls.find((call) => call.url.pathname === '/api/admin/audit')!
    expect(Object.fromEntries(audit.url.searchParams)).toEqual({ record_type: 'lead', record_id: '42' })
    expect(within(panel).getByRole('link', { name: 'All 14 entries in the audit log' })).toHaveAttribute(
      'href',
      '/admin/audit?record_type=lead&record_id=42',
    )
  })

  it('says when nothing is recorded, and offers a retry when the trail cannot be loaded', async () => {
    const user = userEvent.setup()
    let fail = true
    serve(() => (fail ? jsonResponse(500, { message: 'Server error.' }) : jsonResponse(200, page([]))))
    renderLeads('/admin/leads/42')
    const panel = await screen.findByRole('region', { name: 'Audit trail' })
    expect(await within(panel).findByText('The audit trail could not be loaded.')).toBeInTheDocument()
    fail = false
    await user.click(within(panel).getByRole('button', { name: 'Try again' }))
    expect(await within(panel).findByText('Nothing recorded for this lead yet.')).toBeInTheDocument()
  })
})
