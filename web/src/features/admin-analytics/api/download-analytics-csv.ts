import { useMutation } from '@tanstack/react-query'
import { API_BASE } from '@/lib/api-client'
import { downloadCsv } from '@/lib/admin/download'
import type { AnalyticsSection, DayRange } from '../types'

/** The URL of one table of the analytics as CSV. */
export function analyticsCsvUrl(section: AnalyticsSection, range: DayRange): string {
  const query = new URLSearchParams({ format: 'csv', section, from: range.from, to: range.to })
  return `${API_BASE}/admin/analytics?${query.toString()}`
}

export interface AnalyticsCsvRequest {
  section: AnalyticsSection
  range: DayRange
}

/** GET /api/admin/analytics?format=csv&section=…, handed to the browser as a file. */
export function downloadAnalyticsCsv({ section, range }: AnalyticsCsvRequest): Promise<string> {
  return downloadCsv(analyticsCsvUrl(section, range), `analytics-${section}.csv`)
}

export function useDownloadAnalyticsCsv() {
  return useMutation({ mutationFn: downloadAnalyticsCsv })
}
