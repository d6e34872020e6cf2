import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, makeLead, page, renderLeads, stubFetch } from './test-utils'

const location = () => screen.getByTestId('location').textContent

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('lead attribution', () => {
  it('shows where the visitor came from on the lead, as a definition list', async () => {
    const lead = makeLead({
      attribution: {
        landing_page: '/?utm_source=google&utm_medium=cpc&utm_campaign=spring-brand',
        referrer: 'https://www.google.com/',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'spring-brand',
        utm_term: 'truck accident lawyer',
        utm_content: '',
        gclid: 'TEST-GCLID-123',
        gbraid: '',
        wbraid: '',
        fbclid: '',
        msclkid: '',
        ttclid: '',
      },
    })
    stubFetch(() => jsonResponse(200, { data: lead }))
    renderLeads('/admin/leads/42')
    const section = (await screen.findByRole('heading', { name: 'Where the visitor came from' })).closest('section')!
    const value = (term: string) => within(section).getByText(term, { selector: 'dt' }).nextElementSibling
    expect(value('Landing page')).toHaveTextContent('/?utm_source=google&utm_medium=cpc&utm_campaign=spring-brand')
    expect(within(section).getByRole('link', { name: /https:\/\/www\.google\.com\// })).toHaveAttribute('href', 'https://www.google.com/')
    expect(value('Source')).toHaveTextContent('google')
    expect(value('Medium')).toHaveTextContent('cpc')
    expect(value('Campaign')).toHaveTextContent('spring-brand')
    expect(value('Term')).toHaveTextContent('truck accident lawyer')
    expect(value('Google click id (gclid)')).toHaveTextContent('TEST-GCLID-123')
    // Only the click ids the lead carried.
    expect(within(section).queryByText('Meta click id (fbclid)')).toBeNull()
    expect(within(section).queryByText('Content')).toBeNull()
  })

  it('says so when the lead carried no attribution', async () => {
    stubFetch(() => jsonResponse(200, { data: makeLead() }))
    renderLeads('/admin/leads/42')
    const section = (await screen.findByRole('heading', { name: 'Where the visitor came from' })).closest('section')!
    expect(within(section).getByText(/Nothing recorded/)).toBeInTheDocument()
    expect(within(section).queryByRole('term')).toBeNull()
  })

  it('filters the inbox by source, medium and campaign once typing pauses, and clears them', async () => {
    const user = userEvent.setup()
    const { calls } = stubFetch(() => jsonResponse(200, page([makeLead()])))
    renderLeads('/admin/leads?source=google')
    await screen.findByRole('table')
    expect(screen.getByLabelText('Source')).toHaveValue('google')
    expect(screen.getByLabelText('Campaign')).toHaveAccessibleDescription(/first page exactly, in any case/)

    await user.type(screen.getByLabelText('Campaign'), 'spring-brand')
    await waitFor(() => expect(location()).toBe('/admin/leads?source=google&campaign=spring-brand'))
    await waitFor(() =>
      expect(Object.fromEntries(calls.filter((c) => c.url.pathname === '/api/admin/leads').at(-1)!.url.searchParams)).toEqual({
        source: 'google',
        campaign: 'spring-brand',
      }),
    )
    // One request for the whole word, not one per keystroke.
    expect(calls.filter((c) => c.url.searchParams.has('campaign'))).toHaveLength(1)
    expect(screen.getByLabelText('Campaign')).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(location()).toBe('/admin/leads'))
    expect(screen.getByLabelText('Source')).toHaveValue('')
    expect(screen.getByLabelText('Campaign')).toHaveValue('')
    // The cleared values do not come back once the pause runs out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)))
    expect(location()).toBe('/admin/leads')
  })
})
