import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SESSION_KEY } from '@/lib/api-client'
import { CONTACT_UPDATED_MESSAGE } from './components/LeadContactForm'
import { jsonResponse, makeLead, renderLeads, stubFetch, type FetchCall } from './test-utils'
import type { Lead } from './types'

/** The lead endpoints around one stored lead; patch answers PATCH when given. */
function fakeServer(lead: Lead, patch?: (call: FetchCall) => Response) {
  let stored = lead
  return stubFetch((call) => {
    if (call.url.pathname !== `/api/admin/leads/${lead.id}`) return jsonResponse(404, { message: 'Not found' })
    if (call.method === 'PATCH') {
      if (patch) return patch(call)
      stored = { ...stored, ...(call.body as Partial<Lead>), updated_at: '2025-03-16T08:00:00Z' }
      return jsonResponse(200, { message: 'Lead updated', lead: stored })
    }
    return jsonResponse(200, { data: stored })
  })
}

async function openForm() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Edit contact details' }))
  return { user, form: screen.getByRole('form', { name: 'Edit contact details' }) }
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('Edit contact details', () => {
  it('sends only the corrected fields, confirms with a toast and shows the new details', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: 'admin-token' }))
    const { calls } = fakeServer(makeLead())
    renderLeads('/admin/leads/42')
    const { user, form } = await openForm()
    expect(within(form).getByLabelText('First name')).toHaveValue('Jordan')
    expect(within(form).getByLabelText('Last name')).toHaveValue('Rivera')
    expect(within(form).queryByLabelText('Name')).toBeNull()
    expect(within(form).getByLabelText('ZIP code')).toHaveValue('73301')
    expect(within(form).getByLabelText('Phone')).toHaveAccessibleDescription('10 digits, no spaces or dashes (5551234567).')

    await user.clear(within(form).getByLabelText('E-mail'))
    await user.type(within(form).getByLabelText('E-mail'), 'jordan.rivera@example.com')
    await user.clear(within(form).getByLabelText('Phone'))
    await user.type(within(form).getByLabelText('Phone'), '5559876543')
    await user.click(within(form).getByRole('button', { name: 'Save contact details' }))

    expect(await screen.findByText(CONTACT_UPDATED_MESSAGE)).toBeInTheDocument()
    const patch = calls.find((call) => call.method === 'PATCH')!
    expect(patch.url.pathname).toBe('/api/admin/leads/42')
    expect(patch.body).toEqual({ email: 'jordan.rivera@example.com', phone: '5559876543' })
    expect(patch.headers.Authorization).toBe('Bearer admin-token')
    const details = screen.getByRole('region', { name: 'Details' })
    await waitFor(() => expect(within(details).getByRole('link', { name: 'jordan.rivera@example.com' })).toBeInTheDocument())
    expect(within(details).getByRole('link', { name: '(555) 987-6543' })).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Edit contact details' })).toBeNull()
  })

  it('has the state-law form’s single name and an optional ZIP code', async () => {
    const { calls } = fakeServer(makeLead({ source_form: 'state_law', first_name: '', last_name: '', name: 'Bob Stone', zip_code: '' }))
    renderLeads('/admin/leads/42')
    const { user, form } = await openForm()
    expect(within(form).queryByLabelText('First name')).toBeNull()
    expect(within(form).getByLabelText('Name')).toHaveValue('Bob Stone')
    await user.clear(within(form).getByLabelText('Name'))
    await user.type(within(form).getByLabelText('Name'), 'Robert Stone')
    await user.click(within(form).getByRole('button', { name: 'Save contact details' }))
    expect(await screen.findByText(CONTACT_UPDATED_MESSAGE)).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Robert Stone' })
  })

  it('shows the server’s 422 errors under their fields', async () => {
    fakeServer(makeLead(), () =>
      jsonResponse(422, {
        message: 'The email must be a valid email address. (and 1 more error)',
        errors: {
          email: ['The email must be a valid email address.'],
          phone: ['Phone number must be exactly 10 digits and remove spaces'],
        },
      }),
    )
    renderLeads('/admin/leads/42')
    const { user, form } = await openForm()
    await user.clear(within(form).getByLabelText('E-mail'))
    await user.type(within(form).getByLabelText('E-mail'), 'jordan@')
    await user.clear(within(form).getByLabelText('Phone'))
    await user.type(within(form).getByLabelText('Phone'), '555-987-6543')
    await user.click(within(form).getByRole('button', { name: 'Save contact details' }))

    const email = within(form).getByLabelText('E-mail')
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(email).toHaveAccessibleDescription('The email must be a valid email address.')
    expect(within(form).getByText('Phone number must be exactly 10 digits and remove spaces')).toHaveClass('invalid-feedback')
    expect(within(form).getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText(CONTACT_UPDATED_MESSAGE)).toBeNull()
    // The form stays open with what was typed.
    expect(within(form).getByLabelText('Phone')).toHaveValue('555-987-6543')
  })

  it('asks for a required field before sending anything', async () => {
    const { calls } = fakeServer(makeLead())
    renderLeads('/admin/leads/42')
    const { user, form } = await openForm()
    await user.clear(within(form).getByLabelText('First name'))
    await user.click(within(form).getByRole('button', { name: 'Save contact details' }))
    expect(await within(form).findByText('The first name field is required.')).toBeInTheDocument()
    expect(within(form).getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true')
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false)
  })

  it('sends nothing when nothing changed, and Cancel closes the form, focus going back to its button', async () => {
    const { calls } = fakeServer(makeLead())
    renderLeads('/admin/leads/42')
    const { user, form } = await openForm()
    await waitFor(() => expect(within(form).getByLabelText('First name')).toHaveFocus())
    await user.click(within(form).getByRole('button', { name: 'Save contact details' }))
    expect(await screen.findByText('Nothing was changed.')).toBeInTheDocument()
    await user.type(within(form).getByLabelText('Last name'), 'x')
    await user.click(within(form).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('form', { name: 'Edit contact details' })).toBeNull()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit contact details' })).toHaveFocus())
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Edit contact details' }))
    expect(screen.getByLabelText('Last name')).toHaveValue('Rivera')
  })

  it('is not offered for an erased lead', async () => {
    fakeServer(
      makeLead({
        first_name: '',
        last_name: '',
        email: '',
        phone: '',
        zip_code: '',
        erased_at: '2026-03-11T12:00:00Z',
        erasure_reason: 'retention',
      }),
    )
    renderLeads('/admin/leads/42')
    await screen.findByRole('heading', { level: 1, name: /Lead #42/ })
    expect(screen.getByText('Erased', { selector: '.badge' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit contact details' })).toBeNull()
  })
})
