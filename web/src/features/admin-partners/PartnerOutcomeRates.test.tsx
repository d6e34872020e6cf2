import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/testing/render'
import type { OutcomeStats, PartnerStats } from './api/get-partner-stats'
import { percent, PartnerOutcomeRates } from './components/PartnerOutcomeRates'

function period(days: number, overrides: Partial<OutcomeStats> = {}): OutcomeStats {
  return { days, sent: 0, reported: 0, accepted: 0, rejected: 0, returned: 0, acceptance_rate: null, return_rate: null, ...overrides }
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
        period(30, { sent: 4, reported: 3, accepted: 2, rejected: 1, returned: 1, acceptance_rate: 2 / 3, return_rate: 0.25 }),
        period(90, { sent: 10, reported: 5, accepted: 5, acceptance_rate: 1, return_rate: 0 }),
      ],
    })
    expect(await screen.findByText(/accepted 67%, returns 25%/)).toBeInTheDocument()
    expect(screen.getByText(/accepted 100%, returns 0%/)).toBeInTheDocument()
    expect(screen.getByText(/2 of 3 reported leads accepted; 1 of 4 sent leads returned/)).toBeInTheDocument()
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
