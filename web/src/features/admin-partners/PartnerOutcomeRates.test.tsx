import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/testing/render'
import type { OutcomeStats, PartnerStats } from './api/get-partner-stats'
import { percent, PartnerOutcomeRates } from './components/PartnerOutcomeRates'

function period(days: number, overrides: Partial<OutcomeStats> = {}): OutcomeStats {
  return {
    days,
    delivered: 0,
    reported: 0,
    accepted: 0,
    rejected: 0,
    rejected_in_window: 0,
    returned: 0,
    acceptance_rate: null,
    rejected_in_window_rate: null,
    return_rate: null,
    ...overrides,
  }
}

function renderRates(stats: PartnerStats | null) {
  const paths: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      paths.push(new URL(String(input), 'http://test.local').pathname)
      return stats ? jsonResponse(200, { data: stats }) : jsonResponse(500, { message: 'Server error.' })
    }),
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <PartnerOutcomeRates partnerId={7} />
    </QueryClientProvider>,
  )
  return paths
}

afterEach(() => vi.unstubAllGlobals())

describe('PartnerOutcomeRates', () => {
  it('rounds rates to whole percents and shows a dash without data', () => {
    expect(percent(0.456)).toBe('46%')
    expect(percent(0)).toBe('0%')
    expect(percent(null)).toBe('—')
  })

  it('shows the acceptance and return rates of the last 30 and 90 days', async () => {
    const paths = renderRates({
      partner_id: 7,
      periods: [
        period(30, { delivered: 4, reported: 4, accepted: 3, rejected: 1, returned: 1, acceptance_rate: 0.75, return_rate: 0.25 }),
        period(90, { delivered: 10, reported: 5, accepted: 5, acceptance_rate: 0.5, return_rate: 0 }),
      ],
    })
    expect(await screen.findByText(/accepted 75%, returns 25%/)).toBeInTheDocument()
    expect(screen.getByText(/accepted 50%, returns 0%/)).toBeInTheDocument()
    // Leads not reported on yet are shown, not hidden in the rate.
    expect(screen.getByText(', 5 not reported')).toBeInTheDocument()
    expect(screen.queryByText(', 0 not reported')).not.toBeInTheDocument()
    expect(screen.getByText(/3 accepted and 1 returned of 4 delivered leads; 0 not reported yet/)).toBeInTheDocument()
    expect(screen.getByText(/5 accepted and 0 returned of 10 delivered leads; 5 not reported yet/)).toBeInTheDocument()
    expect(paths).toEqual(['/api/admin/partners/7/stats'])
  })

  it('says when the partner had no leads', async () => {
    renderRates({ partner_id: 7, periods: [period(30), period(90)] })
    expect(await screen.findByText('No leads in 90 days')).toBeInTheDocument()
  })

  it('says when the numbers could not be read', async () => {
    renderRates(null)
    expect(await screen.findByText('Unavailable')).toBeInTheDocument()
  })
})
