import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, makeLead, renderLeads, stubFetch } from './test-utils'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('lead experiments', () => {
  it('lists the variants the visitor saw, each linked to its experiment', async () => {
    const lead = makeLead({
      experiments: [
        { experiment_id: 3, variant: 'b', name: 'Home headline' },
        { experiment_id: 5, variant: 'a', name: 'Pop-up later' },
      ],
    })
    stubFetch(() => jsonResponse(200, { data: lead }))
    renderLeads('/admin/leads/42')
    const section = (await screen.findByRole('heading', { name: 'Experiments' })).closest('section')!
    expect(await within(section).findByRole('link', { name: 'Home headline' })).toHaveAttribute('href', '/admin/experiments/3')
    expect(within(section).getByText('Home headline', { selector: 'a' }).closest('dt')!.nextElementSibling).toHaveTextContent('Variant B')
    expect(within(section).getByText('Pop-up later', { selector: 'a' }).closest('dt')!.nextElementSibling).toHaveTextContent(
      'Variant A (control)',
    )
  })

  it('shows no section for a lead of no experiment', async () => {
    stubFetch(() => jsonResponse(200, { data: makeLead({ experiments: [] }) }))
    renderLeads('/admin/leads/42')
    await screen.findByRole('heading', { name: 'Where the visitor came from' })
    expect(screen.queryByRole('heading', { name: 'Experiments' })).toBeNull()
  })
})
