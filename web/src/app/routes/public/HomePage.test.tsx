import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { Assignment } from '@/lib/experiments'
import { stubRoutes } from '@/testing/fetch-routes'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import HomePage from './HomePage'

afterEach(() => vi.unstubAllGlobals())

function renderHome(assignments: Assignment[] = []) {
  stubRoutes({
    'GET /api/all-services': jsonResponse(200, { data: [] }),
    'GET /api/states': jsonResponse(200, { data: [] }),
    'GET /api/questions': jsonResponse(200, { data: [], current_page: 1, last_page: 1, total: 0, per_page: 10 }),
  })
  renderWithProviders(<HomePage />, {
    site: {
      hero: { headline: 'Hurt in an accident? Get the compensation you deserve.', subline: '{brand} connects you with an attorney.' },
      cta_label: 'Get a Free Consultation',
    },
    assignments,
  })
  const hero = screen.getByRole('heading', { level: 1 }).closest('section')!
  return { hero: within(hero), band: within(screen.getByRole('heading', { name: 'Talk to someone today' }).closest('section')!) }
}

describe('HomePage', () => {
  it('shows the hero and the main buttons from the settings', () => {
    const { hero, band } = renderHome()
    expect(hero.getByRole('heading', { level: 1 })).toHaveTextContent('Hurt in an accident? Get the compensation you deserve.')
    expect(hero.getByText('Test Claims connects you with an attorney.')).toBeInTheDocument()
    expect(hero.getByRole('button', { name: 'Get a Free Consultation' })).toBeInTheDocument()
    expect(band.getByRole('button', { name: 'Get a Free Consultation' })).toBeInTheDocument()
  })

  it('shows the visitor’s variants where they are in experiments', () => {
    const { hero, band } = renderHome([
      { experiment_id: 1, target: 'hero_headline', variant: 'b', value: 'Injured? See what your claim is worth.' },
      { experiment_id: 2, target: 'hero_subline', variant: 'c', value: 'A lawyer from {brand}’s network calls you back.' },
      { experiment_id: 3, target: 'cta_label', variant: 'b', value: 'Check My Claim' },
      { experiment_id: 4, target: 'entry_form', variant: 'b', value: 'case_evaluation' },
    ])
    expect(hero.getByRole('heading', { level: 1 })).toHaveTextContent('Injured? See what your claim is worth.')
    expect(hero.getByText('A lawyer from Test Claims’s network calls you back.')).toBeInTheDocument()
    // The main button: the variant's label, leading to the case evaluation.
    expect(hero.getByRole('link', { name: 'Check My Claim' })).toHaveAttribute('href', '/case-evaluation')
    expect(band.getByRole('link', { name: 'Check My Claim' })).toHaveAttribute('href', '/case-evaluation')
    expect(screen.queryByRole('button', { name: 'Get a Free Consultation' })).not.toBeInTheDocument()
  })
})
