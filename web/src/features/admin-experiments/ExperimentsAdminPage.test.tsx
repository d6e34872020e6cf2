import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { experimentFixture } from '@/testing/experiment-fixtures'
import { jsonResponse } from '@/testing/render'
import { fakeServer, renderExperiments } from './test-utils'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ExperimentsAdminPage', () => {
  it('lists every experiment newest first, with its target in words, status, share and dates, and reads no results', async () => {
    const server = fakeServer([
      experimentFixture({
        id: 1,
        name: 'Pop-up later',
        target: 'popup',
        status: 'shipped',
        traffic_percent: 100,
        stopped_at: '2026-11-10T15:00:00Z',
        started_at: '2026-11-01T15:00:00Z',
        shipped_variant: 'b',
      }),
      experimentFixture({ id: 2, name: 'Evaluation first', target: 'entry_form', status: 'draft', traffic_percent: 20, started_at: null }),
      experimentFixture({ id: 3 }),
    ])
    renderExperiments('/admin/experiments')
    expect(screen.getByRole('heading', { level: 1, name: 'Experiments' })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'Experiments, newest first' })
    await within(table).findByRole('link', { name: 'Shorter headline' })
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['Shorter headline', 'Home headline', 'Running', '50%', 'Nov 18, 2026', '—'],
      ['Evaluation first', 'Entry form', 'Draft', '20%', '—', '—'],
      ['Pop-up later', 'Pop-up', 'Shipped', '100%', 'Nov 1, 2026', 'Nov 10, 2026'],
    ])
    expect(within(table).getByRole('link', { name: 'Shorter headline' })).toHaveAttribute('href', '/admin/experiments/3')
    // The dates are the operator's (New York): the full time is in the title.
    await waitFor(() => expect(within(table).getByText('Nov 18, 2026')).toHaveAttribute('title', 'Nov 18, 2026, 9:00 AM EST'))
    const paths = server.fetchMock.mock.calls.map(([input]) => String(input))
    expect(paths.some((p) => p.includes('/results'))).toBe(false)
  })

  it('says so when there is none yet, and opens the editor from New experiment', async () => {
    const user = userEvent.setup()
    fakeServer([])
    renderExperiments('/admin/experiments')
    expect(await screen.findByText(/No experiments yet/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'New experiment' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/experiments/new')
    expect(await screen.findByRole('heading', { level: 1, name: 'New experiment' })).toBeInTheDocument()
  })

  it('says the list could not be loaded', async () => {
    fakeServer([], {}, { 'GET /api/admin/experiments': jsonResponse(500, { message: 'boom' }) })
    renderExperiments('/admin/experiments')
    expect(await screen.findByRole('alert')).toHaveTextContent('The experiments could not be loaded')
  })
})
