import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { experimentFixture } from '@/testing/experiment-fixtures'
import { jsonResponse } from '@/testing/render'
import { fakeServer, renderExperiments } from './test-utils'

afterEach(() => {
  vi.unstubAllGlobals()
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
  it('shows a draft’s settings and starts it after saying what locks', async () => {
    const user = userEvent.setup()
    const server = fakeServer([draft()])
    renderExperiments('/admin/experiments/5')
    expect(await screen.findByRole('heading', { level: 1, name: 'Button label' })).toBeInTheDocument()
    expect(screen.getByText('Draft', { selector: '.experiment-status' })).toBeInTheDocument()
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

  it('stops a running experiment after asking', async () => {
    const user = userEvent.setup()
    const server = fakeServer([experimentFixture()])
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
    const server = fakeServer([experimentFixture({ status: 'stopped', stopped_at: '2026-11-24T12:00:00Z' })])
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

  it('says an unknown experiment is not found', async () => {
    fakeServer([], {}, { 'GET /api/admin/experiments/77': jsonResponse(404, { message: 'Experiment not found' }) })
    renderExperiments('/admin/experiments/77')
    expect(await screen.findByRole('heading', { level: 1, name: 'Experiment not found' })).toBeInTheDocument()
  })
})
