import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentDeadlineStatus, daysLeftText, formatCalendarDate } from './qualification'
import { jsonResponse, makeLead, renderLeads, stubFetch } from './test-utils'
import type { LeadDetail, Qualification } from './types'

afterEach(() => {
  vi.unstubAllGlobals()
})

function makeQualification(overrides: Partial<Qualification> = {}): Qualification {
  return {
    accident_date: '2026-01-20',
    injured: true,
    treatment: 'hospital',
    still_treating: true,
    fault: 'other',
    police_report: 'yes',
    vehicles: ['commercial', 'government'],
    represented: false,
    settled: false,
    deadline_on: '2028-01-20',
    deadline_status: 'open',
    days_left: 640,
    government_notice: true,
    tier: 'A',
    tier_version: 2,
    score: 84,
    sub_scores: { liability: 100, injury: 95, timing: 90, contact: 40 },
    tier_reasons: ['other party at fault', 'police report filed', 'treated in hospital', 'still treating'],
    ...overrides,
  }
}

function evaluationLead(overrides: Partial<LeadDetail> = {}): LeadDetail {
  return makeLead({
    source_form: 'case_evaluation',
    tier: 'A',
    language: 'es',
    qualification: makeQualification(),
    ...overrides,
  })
}

function serve(lead: LeadDetail) {
  return stubFetch((call) =>
    call.url.pathname === `/api/admin/leads/${lead.id}` ? jsonResponse(200, { data: lead }) : jsonResponse(404, { message: 'Not found' }),
  )
}

/** The value cell next to a term of a description list in the container. */
function value(container: HTMLElement, term: string): HTMLElement {
  return within(container).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement
}

describe('the case evaluation on the lead screen', () => {
  it('shows the answers in words, the deadline, the notice flag, the tier with its version, score, sub-scores and reasons', async () => {
    serve(evaluationLead())
    renderLeads('/admin/leads/42')
    const section = await screen.findByRole('region', { name: 'Case evaluation' })

    expect(screen.getByText('Tier A', { selector: '.leads-page__summary .badge' })).toHaveClass('tier-badge--A')
    const tier = within(section).getByTestId('lead-eval-tier')
    expect(tier).toHaveTextContent('Tier A')
    expect(tier).toHaveTextContent('Score 84 / 100')
    expect(await within(tier).findByRole('link', { name: 'version 2' })).toHaveAttribute('href', '/admin/tier-rules')

    expect(value(section, 'Accident date')).toHaveTextContent('January 20, 2026')
    expect(value(section, 'Injured')).toHaveTextContent('Yes')
    expect(value(section, 'Treatment so far')).toHaveTextContent('A hospital stay')
    expect(value(section, 'Still treating')).toHaveTextContent('Yes')
    expect(value(section, 'At fault')).toHaveTextContent('The other party')
    expect(value(section, 'Police report')).toHaveTextContent('Yes')
    expect(
      within(value(section, 'Vehicles involved'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A commercial truck or company vehicle', 'A government vehicle'])

    const deadline = within(section).getByTestId('lead-deadline')
    expect(deadline).toHaveTextContent('Open')
    expect(deadline).toHaveTextContent('January 20, 2028')
    expect(deadline).toHaveTextContent('640 days left')
    expect(
      within(section)
        .getByText(/Government notice:/)
        .closest('p'),
    ).toHaveTextContent(/notice of a claim against a public body/)

    const scores = within(section)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('lead-eval__score-row'))
    expect(scores.map((li) => li.textContent)).toEqual([
      'Liability100 / 100',
      'Injury95 / 100',
      'Timing90 / 100',
      'Contact and proof40 / 100',
    ])
    expect(
      within(within(section).getByRole('list', { name: 'Reasons' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['other party at fault', 'police report filed', 'treated in hospital', 'still treating'])

    // The contact language and the tier are with the contact details.
    const details = screen.getByRole('region', { name: 'Details' })
    expect(value(details, 'Contact in')).toHaveTextContent('Spanish')
    expect(value(details, 'Form')).toHaveTextContent('Case evaluation')
    expect(within(value(details, 'Tier')).getByText('Tier A')).toBeInTheDocument()
  })

  it('makes an urgent and a passed deadline stand out, in words', async () => {
    serve(
      evaluationLead({
        qualification: makeQualification({ deadline_on: '2026-04-01', deadline_status: 'urgent', days_left: 40, government_notice: false }),
      }),
    )
    const view = renderLeads('/admin/leads/42')
    let deadline = await screen.findByTestId('lead-deadline')
    expect(deadline).toHaveClass('lead-eval__deadline--urgent')
    expect(deadline).toHaveAttribute('role', 'note')
    expect(within(deadline).getByText('Urgent')).toHaveClass('badge', 'lead-deadline--urgent')
    expect(deadline).toHaveTextContent('40 days left')
    expect(deadline).toHaveTextContent('Fewer than 90 days remain')
    expect(screen.queryByText(/Government notice:/)).toBeNull()
    view.unmount()
    vi.unstubAllGlobals()

    // Open when it arrived, passed since: today's status, and what it was.
    serve(evaluationLead({ qualification: makeQualification({ deadline_on: '2026-03-01', deadline_status: 'open', days_left: -12 }) }))
    renderLeads('/admin/leads/42')
    deadline = await screen.findByTestId('lead-deadline')
    expect(deadline).toHaveClass('lead-eval__deadline--passed')
    expect(within(deadline).getByText('Passed')).toHaveClass('lead-deadline--passed')
    expect(deadline).toHaveTextContent('Passed 12 days ago')
    expect(deadline).toHaveTextContent('Only partners that take leads past their deadline are sent it')
    expect(deadline).toHaveTextContent('It was open when the lead arrived.')
  })

  it('says when the answers gave only a month, and when the state has no deadline on record', async () => {
    serve(
      evaluationLead({
        qualification: makeQualification({
          accident_date: '2025-11',
          injured: false,
          treatment: '',
          still_treating: null,
          fault: 'unsure',
          police_report: 'unsure',
          vehicles: [],
          deadline_on: null,
          deadline_status: null,
          days_left: null,
        }),
      }),
    )
    renderLeads('/admin/leads/42')
    const section = await screen.findByRole('region', { name: 'Case evaluation' })
    expect(value(section, 'Accident date')).toHaveTextContent('November 2025 (month and year only: the deadline counts from the 1st)')
    expect(value(section, 'Injured')).toHaveTextContent('No')
    expect(within(section).queryByText('Treatment so far')).toBeNull()
    expect(value(section, 'At fault')).toHaveTextContent('Not sure')
    expect(value(section, 'Vehicles involved')).toHaveTextContent(/None of those asked about/)
    expect(within(section).getByText(/Not on record/)).toBeInTheDocument()
  })

  it('shows "Erased" for the answers of an erased lead, keeping its tier, score and deadline status', async () => {
    serve(
      evaluationLead({
        first_name: '',
        last_name: '',
        email: '',
        phone: '',
        erased_at: '2026-03-11T12:00:00Z',
        erasure_reason: 'privacy_request',
        qualification: makeQualification({
          accident_date: '',
          injured: null,
          treatment: '',
          still_treating: null,
          fault: '',
          police_report: '',
          vehicles: [],
          deadline_on: null,
          deadline_status: 'urgent',
          days_left: null,
          sub_scores: {},
          tier_reasons: [],
        }),
      }),
    )
    renderLeads('/admin/leads/42')
    const section = await screen.findByRole('region', { name: 'Case evaluation' })
    expect(value(section, 'Answers')).toHaveTextContent(/^Erased with the personal data/)
    expect(within(section).queryByText('Accident date')).toBeNull()
    expect(within(section).queryByText('Injured')).toBeNull()
    expect(within(section).getByTestId('lead-eval-tier')).toHaveTextContent('Score 84 / 100')
    expect(within(section).getByText(/the sub-scores and reasons are gone/)).toHaveTextContent(/^Erased/)
    const deadline = within(section).getByTestId('lead-deadline')
    expect(within(deadline).getByText('Urgent')).toBeInTheDocument()
    expect(deadline).toHaveTextContent('Date erased with the answers')
  })

  it('has no case evaluation for a short form’s lead, which is unrated', async () => {
    serve(makeLead({ tier: 'unrated', language: 'en', qualification: null }))
    renderLeads('/admin/leads/42')
    await screen.findByRole('heading', { level: 1, name: /Lead #42/ })
    expect(screen.queryByRole('region', { name: 'Case evaluation' })).toBeNull()
    expect(screen.getByText('Unrated', { selector: '.leads-page__summary .badge' })).toHaveTextContent('Tier: Unrated')
    expect(value(screen.getByRole('region', { name: 'Details' }), 'Contact in')).toHaveTextContent('English')
  })
})

describe('qualification words', () => {
  it('writes dates, days left and today’s deadline status', () => {
    expect(formatCalendarDate('2024-02-29')).toBe('February 29, 2024')
    expect(formatCalendarDate('2024-02')).toBe('February 2024')
    expect(formatCalendarDate('soon')).toBe('soon')
    expect(daysLeftText(2)).toBe('2 days left')
    expect(daysLeftText(1)).toBe('1 day left')
    expect(daysLeftText(0)).toBe('The last day is today')
    expect(daysLeftText(-1)).toBe('Passed yesterday')
    expect(daysLeftText(-1200)).toBe('Passed 1,200 days ago')
    expect(currentDeadlineStatus({ days_left: 90, deadline_status: 'urgent' })).toBe('open')
    expect(currentDeadlineStatus({ days_left: 89, deadline_status: 'open' })).toBe('urgent')
    expect(currentDeadlineStatus({ days_left: -1, deadline_status: 'open' })).toBe('passed')
    expect(currentDeadlineStatus({ days_left: null, deadline_status: 'passed' })).toBe('passed')
    expect(currentDeadlineStatus({ days_left: null, deadline_status: null })).toBeNull()
  })
})
