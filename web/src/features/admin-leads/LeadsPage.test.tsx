import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SESSION_KEY } from '@/lib/api-client'
import { jsonResponse, makeLead, page, renderLeads, stubFetch } from './test-utils'

const location = () => screen.getByTestId('location').textContent

const newer = makeLead({
  id: 12,
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  status: 'contacted',
  routing: 'routed',
  created_at: '2025-03-15T10:00:00Z',
})
const older = makeLead({
  id: 11,
  source_form: 'state_law',
  first_name: '',
  last_name: '',
  name: 'Casey Morgan',
  email: 'casey@example.com',
  status: 'qualified',
  verified: false,
  consent: { ...makeLead().consent, leadid_state: 'malformed', trustedform_state: 'absent', trustedform_detail: '' },
  duplicate_of: 7,
  routing: 'unrouted',
  created_at: '2025-03-14T09:00:00Z',
})

function listCalls(calls: { url: URL }[]) {
  return calls.filter((call) => call.url.pathname === '/api/admin/leads')
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  delete (URL as { createObjectURL?: unknown }).createObjectURL
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL
})

describe('LeadsPage', () => {
  it('marks demo leads with a Demo badge in words', async () => {
    stubFetch(() => jsonResponse(200, page([{ ...newer, demo: true }, older])))
    renderLeads('/admin/leads')
    const table = await screen.findByRole('table', { name: /Leads, newest first/ })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(within(rows[0]).getByText('Demo')).toHaveClass('badge', 'lead-flag--demo')
    expect(within(rows[1]).queryByText('Demo')).toBeNull()
  })

  it('marks Spanish leads ES and language fallbacks in words', async () => {
    stubFetch(() =>
      jsonResponse(
        200,
        page([
          { ...newer, language: 'es', language_fallback: true },
          { ...older, language: 'en' },
        ]),
      ),
    )
    renderLeads('/admin/leads')
    const table = await screen.findByRole('table', { name: /Leads, newest first/ })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(within(rows[0]).getByText('ES')).toHaveClass('badge', 'lead-flag--language')
    expect(within(rows[0]).getByText('Language fallback')).toHaveClass('badge', 'lead-flag--fallback')
    expect(within(rows[1]).queryByText('ES')).toBeNull()
    expect(within(rows[1]).queryByText('Language fallback')).toBeNull()
  })

  it('renders the leads newest first with status, proof and duplicate badges and links to each lead', async () => {
    stubFetch(() => jsonResponse(200, page([newer, older])))
    renderLeads('/admin/leads')
    expect(screen.getByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: /Leads, newest first/ })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    expect(within(rows[0]).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/admin/leads/12')
    expect(within(rows[0]).getByText('Contacted')).toHaveClass('badge', 'lead-status--contacted')
    expect(within(rows[0]).getByText('LeadiD: Valid')).toHaveClass('lead-proof--valid')
    expect(within(rows[0]).getByText('TrustedForm: Retained')).toHaveClass('lead-proof--retained')
    expect(within(rows[0]).getByText('ann@example.com')).toBeInTheDocument()
    expect(within(rows[0]).getByText('(555) 123-4567')).toBeInTheDocument()
    expect(within(rows[0]).getByText('K7M2Q9XR4T8B')).toBeInTheDocument()
    expect(within(rows[1]).getByRole('link', { name: 'Casey Morgan' })).toHaveAttribute('href', '/admin/leads/11')
    expect(within(rows[1]).getByText('Qualified')).toHaveClass('lead-status--qualified')
    // A state-law lead has no certificate to show.
    expect(within(rows[1]).getByText('LeadiD: Malformed')).toHaveClass('lead-proof--malformed')
    expect(within(rows[1]).queryByText(/TrustedForm/)).toBeNull()
    expect(within(rows[1]).getByText('Duplicate of #7')).toBeInTheDocument()
    expect(within(rows[1]).getByText('State law')).toBeInTheDocument()
    expect(screen.getByText('2 leads, newest first')).toBeInTheDocument()
  })

  it("shows each lead's routing in its own column, in words", async () => {
    stubFetch(() => jsonResponse(200, page([newer, older])))
    renderLeads('/admin/leads')
    const table = await screen.findByRole('table', { name: /Leads, newest first/ })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    const column = headers.indexOf('Routing')
    expect(column).toBeGreaterThan(-1)
    const rows = within(table).getAllByRole('row').slice(1)
    const cell = (row: HTMLElement) => within(row).getAllByRole('cell')[column]
    expect(cell(rows[0])).toHaveTextContent('Routed')
    expect(within(cell(rows[0])).getByText('Routed')).toHaveClass('badge', 'lead-routing--routed')
    expect(cell(rows[1])).toHaveTextContent('Unrouted')
    expect(within(cell(rows[1])).getByText('Unrouted')).toHaveAttribute('title', 'No partner could take it')
  })

  it("shows each lead's tier in its own column, as a badge", async () => {
    stubFetch(() =>
      jsonResponse(
        200,
        page([
          { ...newer, source_form: 'case_evaluation', tier: 'B' },
          { ...older, tier: 'unrated' },
        ]),
      ),
    )
    renderLeads('/admin/leads')
    const table = await screen.findByRole('table', { name: /Leads, newest first/ })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    const column = headers.indexOf('Tier')
    expect(column).toBe(headers.indexOf('Form') + 1)
    const rows = within(table).getAllByRole('row').slice(1)
    const cell = (row: HTMLElement) => within(row).getAllByRole('cell')[column]
    // The letter, "Tier" read out; an unrated lead a dash, read out as Unrated (the Form column says which form).
    expect(cell(rows[0])).toHaveTextContent('Tier B')
    expect(cell(rows[0]).querySelector('.badge')).toHaveClass('tier-badge--B')
    expect(cell(rows[0]).querySelector('.badge')).toHaveAttribute('title', expect.stringMatching(/^Tier B: /))
    expect(within(rows[0]).getByText('Case evaluation')).toBeInTheDocument()
    expect(cell(rows[1])).toHaveTextContent('—Unrated')
    expect(cell(rows[1]).firstElementChild).toHaveAttribute('title', expect.stringMatching(/^Unrated: .*short form/))
  })

  it('filters by tier, in the URL and the request, and reads it back from the URL', async () => {
    const user = userEvent.setup()
    const { calls } = stubFetch(() => jsonResponse(200, page([{ ...newer, tier: 'A' }])))
    const view = renderLeads('/admin/leads?status=new')
    await screen.findByRole('table')
    const tier = screen.getByLabelText('Tier')
    expect(tier).toHaveValue('')
    expect(tier).toHaveAccessibleDescription(/A \(best\) to D.*unrated/)
    expect(
      within(tier)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any tier', 'Tier A', 'Tier B', 'Tier C', 'Tier D', 'Unrated (short forms)'])

    await user.selectOptions(tier, 'Tier A')
    await waitFor(() => expect(location()).toBe('/admin/leads?status=new&tier=A'))
    await waitFor(() => expect(Object.fromEntries(listCalls(calls).at(-1)!.url.searchParams)).toEqual({ status: 'new', tier: 'A' }))
    await user.selectOptions(tier, 'Unrated (short forms)')
    await waitFor(() => expect(location()).toBe('/admin/leads?status=new&tier=unrated'))
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(location()).toBe('/admin/leads'))
    expect(tier).toHaveValue('')
    view.unmount()

    const again = stubFetch(() => jsonResponse(200, page([{ ...newer, tier: 'C' }])))
    renderLeads('/admin/leads?tier=C')
    await screen.findByRole('table')
    expect(screen.getByLabelText('Tier')).toHaveValue('C')
    expect(Object.fromEntries(listCalls(again.calls)[0].url.searchParams)).toEqual({ tier: 'C' })
  })

  it('filters by the language a lead wants to be contacted in, in the URL and the request', async () => {
    const user = userEvent.setup()
    const { calls } = stubFetch(() => jsonResponse(200, page([{ ...newer, language: 'es' }])))
    renderLeads('/admin/leads')
    await screen.findByRole('table')
    const language = screen.getByLabelText('Language')
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any language', 'English', 'Spanish'])
    await user.selectOptions(language, 'Spanish')
    await waitFor(() => expect(location()).toBe('/admin/leads?language=es'))
    await waitFor(() => expect(Object.fromEntries(listCalls(calls).at(-1)!.url.searchParams)).toEqual({ language: 'es' }))
  })

  it('filters by routing and delivery status, in the URL and the request', async () => {
    const user = userEvent.setup()
    const { calls } = stubFetch(() => jsonResponse(200, page([older])))
    renderLeads('/admin/leads?status=new&page=2')
    await screen.findByRole('table')
    expect(screen.getByLabelText('Routing')).toHaveValue('')
    expect(screen.getByLabelText('Delivery')).toHaveAccessibleDescription(/at least one delivery in that state/)

    await user.selectOptions(screen.getByLabelText('Routing'), 'Unrouted')
    await waitFor(() => expect(location()).toBe('/admin/leads?status=new&routing=unrouted'))
    await user.selectOptions(screen.getByLabelText('Delivery'), 'Dead')
    await waitFor(() => expect(location()).toBe('/admin/leads?status=new&routing=unrouted&delivery=dead'))
    await waitFor(() =>
      expect(Object.fromEntries(listCalls(calls).at(-1)!.url.searchParams)).toEqual({
        status: 'new',
        routing: 'unrouted',
        delivery: 'dead',
      }),
    )
    expect(await screen.findByText(/^1 lead .*these filters/)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(location()).toBe('/admin/leads'))
    expect(screen.getByLabelText('Routing')).toHaveValue('')
    expect(screen.getByLabelText('Delivery')).toHaveValue('')
  })

  it("opens straight on the dashboard's links (unrouted leads, failed and dead deliveries)", async () => {
    for (const [search, expected] of [
      ['?routing=unrouted', { routing: 'unrouted' }],
      ['?delivery=failed', { delivery: 'failed' }],
      ['?delivery=dead', { delivery: 'dead' }],
    ] as const) {
      const { calls } = stubFetch(() => jsonResponse(200, page([older])))
      const view = renderLeads(`/admin/leads${search}`)
      await screen.findByRole('table')
      expect(screen.getByLabelText('Routing')).toHaveValue('routing' in expected ? expected.routing : '')
      expect(screen.getByLabelText('Delivery')).toHaveValue('delivery' in expected ? expected.delivery : '')
      expect(Object.fromEntries(listCalls(calls)[0].url.searchParams)).toEqual(expected)
      view.unmount()
      vi.unstubAllGlobals()
    }
  })

  it('ignores an unknown routing or delivery value in the URL', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, page([newer])))
    renderLeads('/admin/leads?routing=lost&delivery=bounced')
    await screen.findByRole('table')
    expect(screen.getByLabelText('Routing')).toHaveValue('')
    expect(screen.getByLabelText('Delivery')).toHaveValue('')
    expect(listCalls(calls)[0].url.search).toBe('')
  })

  it('reads the filters from the URL into the controls and the request', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, page([newer])))
    renderLeads('/admin/leads?state=TX&status=contacted&from=2025-03-01&to=2025-03-31&q=lee&page=2')
    await screen.findByRole('table')
    expect(screen.getByLabelText('State')).toHaveValue('TX')
    expect(screen.getByLabelText('Status')).toHaveValue('contacted')
    expect(screen.getByLabelText('From')).toHaveValue('2025-03-01')
    expect(screen.getByLabelText('To')).toHaveValue('2025-03-31')
    expect(screen.getByLabelText('Search')).toHaveValue('lee')
    const [call] = listCalls(calls)
    expect(Object.fromEntries(call.url.searchParams)).toEqual({
      state: 'TX',
      status: 'contacted',
      from: '2025-03-01',
      to: '2025-03-31',
      q: 'lee',
      page: '2',
    })
  })

  it('writes filter changes to the URL, back to page 1, and queries again', async () => {
    const user = userEvent.setup()
    const { calls } = stubFetch(() => jsonResponse(200, page([newer])))
    renderLeads('/admin/leads?page=3')
    await screen.findByRole('table')

    await user.selectOptions(screen.getByLabelText('Status'), 'qualified')
    await waitFor(() => expect(location()).toBe('/admin/leads?status=qualified'))
    await user.selectOptions(screen.getByLabelText('State'), 'CA')
    await waitFor(() => expect(location()).toBe('/admin/leads?state=CA&status=qualified'))
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-02' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-02-03' } })
    await waitFor(() => expect(location()).toBe('/admin/leads?state=CA&status=qualified&from=2025-01-02&to=2025-02-03'))

    await waitFor(() =>
      expect(Object.fromEntries(listCalls(calls).at(-1)!.url.searchParams)).toEqual({
        state: 'CA',
        status: 'qualified',
        from: '2025-01-02',
        to: '2025-02-03',
      }),
    )

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(location()).toBe('/admin/leads'))
    expect(screen.getByLabelText('Status')).toHaveValue('')
  })

  it('puts the search into the URL once typing pauses, with one request', async () => {
    const user = userEvent.setup()
    const { calls } = stubFetch(() => jsonResponse(200, page([newer])))
    renderLeads('/admin/leads?status=new')
    await screen.findByRole('table')
    await user.type(screen.getByLabelText('Search'), 'ann@ex')
    expect(location()).toBe('/admin/leads?status=new')
    await waitFor(() => expect(location()).toBe('/admin/leads?status=new&q=ann%40ex'))
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('q')).toBe('ann@ex'))
    expect(listCalls(calls).filter((call) => call.url.searchParams.has('q'))).toHaveLength(1)
  })

  it('follows the Back button: earlier filters come back into the controls and the search box', async () => {
    const user = userEvent.setup()
    stubFetch(() => jsonResponse(200, page([newer])))
    renderLeads('/admin/leads')
    await screen.findByRole('table')
    await user.selectOptions(screen.getByLabelText('Status'), 'new')
    await user.type(screen.getByLabelText('Search'), 'lee')
    await waitFor(() => expect(location()).toBe('/admin/leads?status=new&q=lee'))

    await user.click(screen.getByRole('button', { name: 'History back' }))
    await waitFor(() => expect(location()).toBe('/admin/leads?status=new'))
    expect(screen.getByLabelText('Search')).toHaveValue('')
    expect(screen.getByLabelText('Status')).toHaveValue('new')
    // The old search does not sneak back into the URL once the debounce runs out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)))
    expect(location()).toBe('/admin/leads?status=new')

    await user.click(screen.getByRole('button', { name: 'History back' }))
    await waitFor(() => expect(location()).toBe('/admin/leads'))
    expect(screen.getByLabelText('Status')).toHaveValue('')
  })

  it('changes page through the shared pagination, keeping the filters', async () => {
    const user = userEvent.setup()
    const { calls } = stubFetch((call) =>
      jsonResponse(200, page([newer], { current_page: Number(call.url.searchParams.get('page') ?? 1), last_page: 3, total: 25 })),
    )
    renderLeads('/admin/leads?status=new')
    await screen.findByRole('table')
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(location()).toBe('/admin/leads?status=new&page=2'))
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.search).toBe('?status=new&page=2'))
  })

  it('follows the cursor for Next, in the URL and the request, and pages by number otherwise', async () => {
    const user = userEvent.setup()
    const { calls } = stubFetch((call) => {
      const n = Number(call.url.searchParams.get('page') ?? 1)
      return jsonResponse(200, page([newer], { current_page: n, last_page: 3, total: 25, next_cursor: n < 3 ? `CUR${n + 1}` : null }))
    })
    renderLeads('/admin/leads?status=new')
    await screen.findByRole('table')
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(location()).toBe('/admin/leads?status=new&page=2&before=CUR2'))
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.search).toBe('?status=new&page=2&before=CUR2'))
    // The page after that one too, by the number after the current one.
    await user.click(await screen.findByRole('button', { name: 'Page 3' }))
    await waitFor(() => expect(location()).toBe('/admin/leads?status=new&page=3&before=CUR3'))
    // Previous, or another number, pages by number: the cursor goes.
    await user.click(screen.getByRole('button', { name: 'Previous page' }))
    await waitFor(() => expect(location()).toBe('/admin/leads?status=new&page=2'))
    await user.click(screen.getByRole('button', { name: 'Page 1' }))
    await waitFor(() => expect(location()).toBe('/admin/leads?status=new'))
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.search).toBe('?status=new'))
  })

  it('opens a shared cursor URL on the same page, and a filter change drops the cursor', async () => {
    const user = userEvent.setup()
    const { calls } = stubFetch((call) =>
      call.url.pathname === '/api/admin/leads/11'
        ? jsonResponse(200, { data: older })
        : jsonResponse(200, page([older], { current_page: Number(call.url.searchParams.get('page') ?? 1), last_page: 2, total: 11 })),
    )
    renderLeads('/admin/leads?state=TX&page=2&before=MjAyNS0wMy0xNFQwOTowMDowMFogMTE')
    await screen.findByRole('table')
    expect(Object.fromEntries(listCalls(calls)[0].url.searchParams)).toEqual({
      state: 'TX',
      page: '2',
      before: 'MjAyNS0wMy0xNFQwOTowMDowMFogMTE',
    })
    // 'Back to leads' from a lead comes back to this very page.
    await user.click(screen.getByRole('link', { name: 'Casey Morgan' }))
    await user.click((await screen.findAllByRole('link', { name: /Back to leads/ }))[0])
    await waitFor(() => expect(location()).toBe('/admin/leads?state=TX&page=2&before=MjAyNS0wMy0xNFQwOTowMDowMFogMTE'))
    await user.selectOptions(await screen.findByLabelText('Status'), 'New')
    await waitFor(() => expect(location()).toBe('/admin/leads?state=TX&status=new'))
  })

  it('ignores a malformed cursor in the URL', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, page([older])))
    renderLeads('/admin/leads?page=2&before=' + encodeURIComponent('not a cursor!'))
    await screen.findByRole('table')
    expect(Object.fromEntries(listCalls(calls)[0].url.searchParams)).toEqual({ page: '2' })
  })

  it('shows a search total the server stopped counting as 1,000+', async () => {
    stubFetch(() => jsonResponse(200, page([newer, older], { total: 1000, last_page: 100, total_exact: false, next_cursor: 'CUR2' })))
    renderLeads('/admin/leads?q=example')
    expect(await screen.findByText('1,000+ leads match these filters, newest first')).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Leads, newest first, page 1 of 100+' })).toBeInTheDocument()
  })

  it('shows an exact total in full, with its thousands separated', async () => {
    stubFetch(() => jsonResponse(200, page([newer], { total: 12345, last_page: 1235 })))
    renderLeads('/admin/leads')
    expect(await screen.findByText('12,345 leads, newest first')).toBeInTheDocument()
  })

  it('shows an empty state that offers to clear the filters', async () => {
    const user = userEvent.setup()
    stubFetch(() => jsonResponse(200, page([])))
    renderLeads('/admin/leads?status=rejected')
    expect(await screen.findByText('No leads match these filters.')).toBeInTheDocument()
    const clear = screen.getAllByRole('button', { name: 'Clear filters' })
    await user.click(clear[clear.length - 1])
    await waitFor(() => expect(location()).toBe('/admin/leads'))
    expect(await screen.findByText(/No leads yet/)).toBeInTheDocument()
  })

  it('shows a loading state, then an error with a retry', async () => {
    let fail = true
    stubFetch(() => (fail ? jsonResponse(500, { message: 'Internal Server Error' }) : jsonResponse(200, page([newer]))))
    renderLeads('/admin/leads')
    expect(screen.getByText('Loading leads…')).toHaveAttribute('role', 'status')
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the leads: Internal Server Error')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table')).toBeInTheDocument()
  })

  it('downloads the CSV of the filtered list with the bearer token', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: 'admin-token' }))
    const { calls } = stubFetch((call) =>
      call.url.pathname === '/api/admin/leads/export'
        ? new Response('id,email\n12,ann@example.com\n', {
            status: 200,
            headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="leads-2025-03-15.csv"' },
          })
        : jsonResponse(200, page([newer])),
    )
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:leads')
    const revokeObjectURL = vi.fn()
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL })
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })

    renderLeads('/admin/leads?state=TX&status=new&routing=routed&delivery=failed&tier=A&q=ann')
    await screen.findByRole('table')
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }))

    await waitFor(() => expect(clicked).toHaveLength(1))
    const exportCall = calls.find((call) => call.url.pathname === '/api/admin/leads/export')!
    expect(Object.fromEntries(exportCall.url.searchParams)).toEqual({
      state: 'TX',
      status: 'new',
      routing: 'routed',
      delivery: 'failed',
      tier: 'A',
      q: 'ann',
    })
    expect(exportCall.headers.Authorization).toBe('Bearer admin-token')
    expect(clicked[0].download).toBe('leads-2025-03-15.csv')
    expect(clicked[0].getAttribute('href')).toBe('blob:leads')
    const blob = createObjectURL.mock.calls[0][0]
    await expect(blob.text()).resolves.toContain('ann@example.com')
    expect(document.querySelector('a[download]')).toBeNull()
  })

  it('tells the admin when the export fails', async () => {
    stubFetch((call) =>
      call.url.pathname === '/api/admin/leads/export' ? jsonResponse(403, { message: 'Forbidden' }) : jsonResponse(200, page([newer])),
    )
    renderLeads('/admin/leads')
    await screen.findByRole('table')
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('Forbidden')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  })

  it('opens a lead from its row and hands over the filters for the way back', async () => {
    const user = userEvent.setup()
    stubFetch((call) =>
      call.url.pathname === '/api/admin/leads/12' ? jsonResponse(200, { data: newer }) : jsonResponse(200, page([newer])),
    )
    renderLeads('/admin/leads?status=contacted')
    const table = await screen.findByRole('table')
    await user.click(within(table).getByText('ann@example.com'))
    await waitFor(() => expect(location()).toBe('/admin/leads/12'))
    expect(await screen.findByRole('link', { name: '← Back to leads' })).toHaveAttribute('href', '/admin/leads?status=contacted')
  })
})
