import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { experimentFixture } from '@/testing/experiment-fixtures'
import { editorUser } from '@/testing/fetch-routes'
import { jsonResponse } from '@/testing/render'
import { fakeServer, renderExperiments } from './test-utils'

afterEach(() => {
  vi.unstubAllGlobals()
})

const group = (name: string | RegExp) => screen.getByRole('group', { name })

describe('the experiment editor', () => {
  it('starts a new experiment from the site’s headline and saves a draft with the contract’s body', async () => {
    const user = userEvent.setup()
    const server = fakeServer([experimentFixture()])
    renderExperiments('/admin/experiments/new')
    expect(await screen.findByRole('heading', { level: 1, name: 'New experiment' })).toBeInTheDocument()
    const control = await screen.findByRole('group', { name: /^Control/ })
    expect(within(control).getByRole('textbox', { name: 'Headline' })).toHaveValue('Hurt in an accident? Get the compensation you deserve.')
    expect(within(control).getByRole('textbox', { name: 'Variant name' })).toHaveValue('Control')
    expect(within(control).queryByRole('button', { name: /Remove/ })).toBeNull()
    const challenger = group('Challenger B')
    expect(within(challenger).getByRole('textbox', { name: 'Headline' })).toHaveValue('')
    expect(within(challenger).getByRole('textbox', { name: 'Headline' })).toHaveAttribute('maxLength', '120')
    expect(screen.getByRole('combobox', { name: 'Target' })).toHaveValue('hero_headline')
    expect(screen.getByRole('combobox', { name: 'Pages' })).toHaveValue('en')
    expect(screen.getByRole('combobox', { name: 'Pages' })).toHaveAccessibleDescription(/runs on these pages only/)
    expect(screen.getByRole('radio', { name: 'Leads per visitor' })).toBeChecked()
    expect(screen.getByRole('combobox', { name: 'Confidence' })).toHaveDisplayValue('95% (alpha 0.05)')

    await user.type(screen.getByRole('textbox', { name: 'Experiment name' }), 'Shorter headline')
    await user.type(screen.getByRole('textbox', { name: 'Hypothesis (optional)' }), 'Short reads better on phones.')
    await user.clear(within(challenger).getByRole('textbox', { name: 'Variant name' }))
    await user.type(within(challenger).getByRole('textbox', { name: 'Variant name' }), 'Short')
    await user.type(within(challenger).getByRole('textbox', { name: 'Headline' }), 'Hurt? Get paid.')
    await user.clear(screen.getByRole('spinbutton', { name: 'Traffic share' }))
    await user.type(screen.getByRole('spinbutton', { name: 'Traffic share' }), '40')
    await user.clear(screen.getByRole('spinbutton', { name: 'Smallest effect that matters' }))
    await user.type(screen.getByRole('spinbutton', { name: 'Smallest effect that matters' }), '2.5')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Confidence' }), '0.01')
    await user.click(screen.getByRole('radio', { name: 'Qualified leads (tier A-B) per visitor' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pages' }), 'Spanish pages (under /es)')
    await user.click(screen.getByRole('button', { name: 'Save experiment' }))

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/experiments/4'))
    expect(server.calls).toEqual([
      {
        key: 'POST /api/admin/experiments',
        body: {
          name: 'Shorter headline',
          hypothesis: 'Short reads better on phones.',
          target: 'hero_headline',
          traffic_percent: 40,
          variants: [
            { key: 'a', name: 'Control', weight: 50, value: 'Hurt in an accident? Get the compensation you deserve.' },
            { key: 'b', name: 'Short', weight: 50, value: 'Hurt? Get paid.' },
          ],
          primary_metric: 'qualified_leads',
          min_effect: 0.025,
          alpha: 0.01,
          language: 'es',
        },
      },
    ])
    expect(await screen.findByRole('heading', { level: 1, name: 'Shorter headline' })).toBeInTheDocument()
    expect(await screen.findByText('Experiment saved.')).toBeInTheDocument()
  })

  it('checks the form before sending it and focuses the first problem', async () => {
    const user = userEvent.setup()
    const server = fakeServer([])
    renderExperiments('/admin/experiments/new')
    const challenger = await screen.findByRole('group', { name: 'Challenger B' })
    const weight = within(challenger).getByRole('spinbutton', { name: 'Weight' })
    await user.clear(weight)
    await user.type(weight, '101')
    await user.click(screen.getByRole('button', { name: 'Save experiment' }))
    const name = screen.getByRole('textbox', { name: 'Experiment name' })
    await waitFor(() => expect(name).toHaveFocus())
    expect(name).toHaveAccessibleDescription(/Name the experiment\./)
    expect(within(challenger).getByRole('textbox', { name: 'Headline' })).toHaveAccessibleDescription(/Write this variant’s text\./)
    expect(weight).toHaveAccessibleDescription(/Give a whole number from 1 to 100\./)
    expect(server.calls).toEqual([])
  })

  it('shows each 422 error under its input, a variant’s value included, and focuses the first on the page', async () => {
    const user = userEvent.setup()
    fakeServer(
      [],
      {},
      {
        'POST /api/admin/experiments': jsonResponse(422, {
          message: 'The given data was invalid.',
          errors: {
            traffic_percent: ['The traffic share must be from 1 to 100.'],
            'variants.1.value': ['The headline is the same as the control’s.'],
            'variants.0.weight': ['The weight must be from 1 to 100.'],
            status: ['The experiment was started meanwhile.'],
          },
        }),
      },
    )
    renderExperiments('/admin/experiments/new')
    const challenger = await screen.findByRole('group', { name: 'Challenger B' })
    await user.type(screen.getByRole('textbox', { name: 'Experiment name' }), 'Same twice')
    await user.type(within(challenger).getByRole('textbox', { name: 'Headline' }), 'Hurt in an accident? Get the compensation you deserve.')
    await user.click(screen.getByRole('button', { name: 'Save experiment' }))

    const value = within(challenger).getByRole('textbox', { name: 'Headline' })
    await waitFor(() => expect(value).toHaveAccessibleDescription(/The headline is the same as the control’s\./))
    expect(value).toHaveAttribute('aria-invalid', 'true')
    expect(within(group(/^Control/)).getByRole('spinbutton', { name: 'Weight' })).toHaveAccessibleDescription(
      /The weight must be from 1 to 100\./,
    )
    expect(screen.getByRole('spinbutton', { name: 'Traffic share' })).toHaveAccessibleDescription(
      /The traffic share must be from 1 to 100\./,
    )
    // A key no input edits is listed at the top; focus goes to the first input in the page's order (the control's weight).
    expect(screen.getByText('The experiment was started meanwhile.').closest('[role="alert"]')).toHaveTextContent(/could not be saved/)
    await waitFor(() => expect(within(group(/^Control/)).getByRole('spinbutton', { name: 'Weight' })).toHaveFocus())
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/experiments/new')
  })

  it('puts a pop-up value’s error under the part it names', async () => {
    const user = userEvent.setup()
    const server = fakeServer(
      [],
      {},
      {
        'POST /api/admin/experiments': jsonResponse(422, {
          message: 'The given data was invalid.',
          errors: { 'variants.1.value.delay_seconds': ['The delay must be from 0 to 120 seconds.'] },
        }),
      },
    )
    renderExperiments('/admin/experiments/new')
    await screen.findByRole('group', { name: 'Challenger B' })
    await user.type(screen.getByRole('textbox', { name: 'Experiment name' }), 'Pop-up headline')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Target' }), 'popup')
    const challenger = group('Challenger B')
    await user.type(within(challenger).getByRole('textbox', { name: 'Pop-up headline' }), 'Free case review')
    await user.click(screen.getByRole('button', { name: 'Save experiment' }))
    const delay = within(challenger).getByRole('spinbutton', { name: 'Delay' })
    await waitFor(() => expect(delay).toHaveFocus())
    expect(delay).toHaveAccessibleDescription(/The delay must be from 0 to 120 seconds\./)
    expect(server.calls).toHaveLength(0) // the override answered: no state changed
  })

  it('starts the variants again from the site’s setting when the target changes, and adds and removes challengers', async () => {
    const user = userEvent.setup()
    fakeServer([])
    renderExperiments('/admin/experiments/new')
    await screen.findByRole('group', { name: 'Challenger B' })
    await user.type(within(group('Challenger B')).getByRole('textbox', { name: 'Headline' }), 'Typed before the change')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Target' }), 'popup')
    const control = group(/^Control/)
    expect(within(control).getByRole('switch', { name: 'Opens by itself' })).toBeChecked()
    expect(within(control).getByRole('spinbutton', { name: 'Delay' })).toHaveValue(5)
    expect(within(control).getByRole('textbox', { name: 'Pop-up headline' })).toHaveValue('Claim Your Personal Injury Compensation')
    expect(within(group('Challenger B')).getByRole('textbox', { name: 'Pop-up headline' })).toHaveValue('')
    expect(within(group('Challenger B')).getByRole('spinbutton', { name: 'Delay' })).toHaveValue(5)

    await user.selectOptions(screen.getByRole('combobox', { name: 'Target' }), 'entry_form')
    expect(within(group(/^Control/)).getByRole('radio', { name: 'Short form' })).toBeChecked()
    expect(within(group('Challenger B')).getByRole('radio', { name: 'Short form' })).not.toBeChecked()
    expect(within(group('Challenger B')).getByRole('radio', { name: 'Case evaluation' })).not.toBeChecked()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Target' }), 'cta_label')
    expect(within(group(/^Control/)).getByRole('textbox', { name: 'Button label' })).toHaveValue('Get a Free Consultation')
    expect(within(group('Challenger B')).getByRole('textbox', { name: 'Button label' })).toHaveAttribute('maxLength', '40')

    // Two to four variants: the control stays, a challenger can go while there are more than two.
    expect(within(group('Challenger B')).queryByRole('button', { name: 'Remove Challenger B' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Add a challenger' }))
    await user.click(screen.getByRole('button', { name: 'Add a challenger' }))
    expect(screen.queryByRole('button', { name: 'Add a challenger' })).toBeNull()
    expect(screen.getAllByRole('group', { name: /^(Control|Challenger [BCD])/ })).toHaveLength(4)
    expect(within(group('Challenger D')).getByRole('spinbutton', { name: 'Weight' })).toHaveAccessibleDescription(
      '25% of the experiment’s visitors.',
    )
    await user.click(screen.getByRole('button', { name: 'Remove Challenger C' }))
    expect(screen.getAllByRole('group', { name: /^(Control|Challenger [BCD])/ })).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Add a challenger' })).toBeInTheDocument()
  })

  it('locks what a running experiment fixes, and sends it unchanged with the new traffic share', async () => {
    const user = userEvent.setup()
    const running = experimentFixture()
    const server = fakeServer([running])
    renderExperiments('/admin/experiments/3?edit=1')
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit experiment' })).toBeInTheDocument()
    expect(await screen.findByRole('combobox', { name: 'Target' })).toBeDisabled()
    expect(screen.getByRole('combobox', { name: 'Pages' })).toBeDisabled()
    expect(screen.getAllByText('Locked while the experiment runs')).toHaveLength(2)
    expect(group('What varies')).toHaveAccessibleDescription('Locked while the experiment runs')
    expect(within(group('Challenger B')).getByRole('textbox', { name: 'Headline' })).toBeDisabled()
    expect(within(group('Challenger B')).getByRole('spinbutton', { name: 'Weight' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Add a challenger' })).toBeNull()
    expect(screen.getByRole('radio', { name: 'Leads per visitor' })).toBeDisabled()
    expect(screen.getByRole('spinbutton', { name: 'Smallest effect that matters' })).toBeDisabled()
    expect(screen.getByRole('combobox', { name: 'Confidence' })).toBeDisabled()
    expect(screen.getByRole('textbox', { name: 'Experiment name' })).toBeEnabled()
    expect(screen.getByRole('textbox', { name: 'Hypothesis (optional)' })).toBeEnabled()
    const traffic = screen.getByRole('spinbutton', { name: 'Traffic share' })
    expect(traffic).toBeEnabled()

    await user.clear(traffic)
    await user.type(traffic, '80')
    await user.click(screen.getByRole('button', { name: 'Save experiment' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/experiments\/3$/))
    expect(server.calls).toEqual([
      {
        key: 'PUT /api/admin/experiments/3',
        body: {
          name: running.name,
          hypothesis: running.hypothesis,
          target: running.target,
          traffic_percent: 80,
          variants: running.variants,
          primary_metric: running.primary_metric,
          min_effect: running.min_effect,
          alpha: running.alpha,
          language: 'en',
        },
      },
    ])
  })

  it('locks the traffic share too once the experiment has ended', async () => {
    fakeServer([experimentFixture({ status: 'stopped', stopped_at: '2026-11-24T12:00:00Z' })])
    renderExperiments('/admin/experiments/3?edit=1')
    expect(await screen.findByRole('spinbutton', { name: 'Traffic share' })).toBeDisabled()
    expect(screen.getAllByText('Locked: the experiment has ended')).toHaveLength(3)
    expect(screen.getByRole('textbox', { name: 'Experiment name' })).toBeEnabled()
  })

  it('reads the site’s values from /api/site for an editor, whose role has no settings permission', async () => {
    const server = fakeServer(
      [],
      {},
      {
        'GET /api/site': jsonResponse(200, {
          data: { hero: { headline: 'Injured? We can help.', subline: 'Sub' }, cta_label: 'Talk to us', entry_form: 'case_evaluation' },
        }),
      },
      editorUser,
    )
    renderExperiments('/admin/experiments/new')
    const control = await screen.findByRole('group', { name: /^Control/ })
    expect(within(control).getByRole('textbox', { name: 'Headline' })).toHaveValue('Injured? We can help.')
    const called = server.fetchMock.mock.calls.map(([input]) => String(input))
    expect(called).toContain('/api/site')
  })
})
