import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { experimentFixture, resultsFixture } from '@/testing/experiment-fixtures'
import { jsonResponse } from '@/testing/render'
import { RESULTS_REFRESH_MS } from './api/get-results'
import { fakeServer, renderExperiments, stubResizeObserver } from './test-utils'

beforeEach(() => {
  stubResizeObserver()
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const draft = () =>
  experimentFixture({
    id: 5,
    name: 'Button label',
    target: 'cta_label',
    status: 'draft',
    started_at: null,
    baseline_rate: null,
    baseline_qualified_rate: null,
    variants: [
      { key: 'a', name: 'Control', weight: 50, value: 'Get a Free Consultation' },
      { key: 'b', name: 'Get help now', weight: 50, value: 'Get help now' },
    ],
  })

describe('an experiment’s page', () => {
  it('shows a draft’s settings and how long it would take, and starts it after saying what locks', async () => {
    const user = userEvent.setup()
    const server = fakeServer([draft()])
    renderExperiments('/admin/experiments/5')
    expect(await screen.findByRole('heading', { level: 1, name: 'Button label' })).toBeInTheDocument()
    expect(screen.getByText('Draft', { selector: '.experiment-status' })).toBeInTheDocument()
    expect(await screen.findByText('About 9 days at recent traffic to detect a 10% lift.')).toBeInTheDocument()
    const settings = screen.getByRole('region', { name: 'Settings' })
    expect(within(settings).getByText('Target').nextElementSibling).toHaveTextContent('Main button label')
    expect(within(settings).getByText('Confidence').nextElementSibling).toHaveTextContent('95%')
    expect(within(settings).getByRole('table', { name: 'Variants' })).toHaveTextContent('“Get help now”')
    expect(screen.queryByRole('button', { name: 'Stop experiment' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Ship variant' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Start experiment' }))
    const dialog = screen.getByRole('dialog', { name: 'Start “Button label”?' })
    expect(dialog).toHaveTextContent(/variants \(their names, weights and values\).*locked/)
    await user.click(within(dialog).getByRole('button', { name: 'Start now' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(server.calls).toEqual([{ key: 'POST /api/admin/experiments/5/start', body: undefined }])
    expect(await screen.findByText('Running', { selector: '.experiment-status' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Stop experiment' })).toBeInTheDocument()
  })

  it('says why a start was refused (another experiment runs on the target) inside the dialog', async () => {
    const user = userEvent.setup()
    fakeServer([draft(), experimentFixture({ id: 4, name: 'Other label', target: 'cta_label' })])
    renderExperiments('/admin/experiments/5')
    await user.click(await screen.findByRole('button', { name: 'Start experiment' }))
    const dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Start now' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('“Other label” already varies this target: stop it first.')
    expect(screen.getByText('Draft', { selector: '.experiment-status' })).toBeInTheDocument()
  })

  it('shows the verdict, the numbers per variant, the secondary metric and the chart’s table', async () => {
    const user = userEvent.setup()
    fakeServer([experimentFixture()], { 3: resultsFixture() })
    renderExperiments('/admin/experiments/3')
    expect(await screen.findByText('Challenger B: +18% leads per visitor, 95% interval +4% to +33%; valid to stop now')).toHaveClass(
      'experiment-verdict',
    )
    const table = screen.getByRole('table', { name: 'Leads per visitor (primary metric)' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent))).toEqual([
      ['Control', '4,000', '120', '3.00%', '—', '—', '—', '—'],
      [
        'ShortVariant B',
        '4,010',
        '142',
        '3.54%',
        '+0.54 pp95% interval: +0.12 to +0.99 pp',
        '+18%95% interval: +4% to +33%',
        '0.012',
        'Significant',
      ],
    ])
    const secondary = screen.getByRole('table', { name: 'Qualified leads (tier A-B) per visitor (secondary metric)' })
    expect(within(secondary).getAllByRole('row')[2]).toHaveTextContent('Short551.37%+0.17 pp95% interval: −0.21 to +0.55 pp0.410')

    const chart = screen.getByRole('region', { name: 'Difference to control over time' })
    expect(chart).toHaveAccessibleDescription(/difference in leads per visitor to the control.*95% interval as a band/)
    const dayTable = within(chart).getByRole('table', { name: /difference and 95% interval/ })
    expect(within(dayTable).getAllByRole('row')).toHaveLength(6)
    expect(within(dayTable).getByRole('rowheader', { name: 'Nov 23, 2026' }).parentElement).toHaveTextContent('+0.54 pp+0.12 to +0.99 pp')
    const toggle = within(chart).getByRole('button', { name: /Show table/ })
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
  })

  it('hides the numbers behind a warning while the sample-ratio check fails, until “Show anyway”', async () => {
    const user = userEvent.setup()
    fakeServer([experimentFixture()], { 3: resultsFixture({ srm_ok: false, srm_p_value: 0.0002 }) })
    renderExperiments('/admin/experiments/3')
    const warning = await screen.findByRole('alert')
    expect(warning).toHaveTextContent('The visitors are not split as the weights say')
    expect(warning).toHaveTextContent('p = < 0.001')
    expect(screen.queryByRole('table', { name: /primary metric/ })).toBeNull()
    expect(screen.queryByText('4,010')).toBeNull()
    const show = within(warning).getByRole('button', { name: 'Show anyway' })
    expect(show).toHaveAttribute('aria-expanded', 'false')
    await user.click(show)
    expect(show).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('table', { name: 'Leads per visitor (primary metric)' })).toHaveTextContent('4,010')
  })

  it('reads the results again every minute while the experiment runs', async () => {
    const server = fakeServer([experimentFixture()], { 3: resultsFixture() })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderExperiments('/admin/experiments/3')
    await screen.findByText(/valid to stop now/)
    const resultCalls = () => server.fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/results')).length
    expect(resultCalls()).toBe(1)
    server.results[3] = resultsFixture({ verdict: 'Not enough data: about 9 more days at current traffic' })
    await vi.advanceTimersByTimeAsync(RESULTS_REFRESH_MS + 100)
    expect(await screen.findByText('Not enough data: about 9 more days at current traffic')).toBeInTheDocument()
    expect(resultCalls()).toBe(2)
  })

  it('stops a running experiment after asking', async () => {
    const user = userEvent.setup()
    const server = fakeServer([experimentFixture()], { 3: resultsFixture() })
    renderExperiments('/admin/experiments/3')
    await user.click(await screen.findByRole('button', { name: 'Stop experiment' }))
    const dialog = screen.getByRole('dialog', { name: 'Stop “Shorter headline”?' })
    expect(dialog).toHaveTextContent(/results stay readable/)
    await user.click(within(dialog).getByRole('button', { name: 'Stop now' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(server.calls).toEqual([{ key: 'POST /api/admin/experiments/3/stop', body: undefined }])
    expect(await screen.findByText('Stopped', { selector: '.experiment-status' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Stop experiment' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Ship variant' })).toBeInTheDocument()
  })

  it('ships the chosen variant, saying what it writes to which setting', async () => {
    const user = userEvent.setup()
    const server = fakeServer([experimentFixture({ status: 'stopped', stopped_at: '2026-11-24T12:00:00Z' })], {
      3: resultsFixture({ variants: resultsFixture().variants.map((v) => ({ ...v, significant: false })) }),
    })
    renderExperiments('/admin/experiments/3')
    await user.click(await screen.findByRole('button', { name: 'Ship variant' }))
    const dialog = screen.getByRole('dialog')
    const ship = within(dialog).getByRole('button', { name: 'Ship it' })
    expect(ship).toBeDisabled()
    await user.click(within(dialog).getByRole('radio', { name: /^Short/ }))
    expect(dialog).toHaveTextContent('This writes “Hurt? Get paid.” to the site’s home headline setting.')
    await user.click(ship)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(server.calls).toEqual([{ key: 'POST /api/admin/experiments/3/ship', body: { variant: 'b' } }])
    expect(await screen.findByText('Shipped', { selector: '.experiment-status' })).toBeInTheDocument()
    expect(screen.getByText(/is now the site’s home headline setting/)).toHaveTextContent('Shipped Short: “Hurt? Get paid.”')
  })

  it('offers a significant winner first when shipping a running experiment', async () => {
    const user = userEvent.setup()
    fakeServer([experimentFixture()], { 3: resultsFixture() })
    renderExperiments('/admin/experiments/3')
    await screen.findByText(/valid to stop now/)
    await user.click(screen.getByRole('button', { name: 'Ship variant' }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('radio', { name: /^Short/ })).toBeChecked()
    expect(dialog).toHaveTextContent('Shipping also stops the experiment.')
  })

  it('says an unknown experiment is not found', async () => {
    fakeServer([], {}, { 'GET /api/admin/experiments/77': jsonResponse(404, { message: 'Experiment not found' }) })
    renderExperiments('/admin/experiments/77')
    expect(await screen.findByRole('heading', { level: 1, name: 'Experiment not found' })).toBeInTheDocument()
  })
})
