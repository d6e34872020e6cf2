import { useMutation } from '@tanstack/react-query'
import { API_BASE, ApiError, readAccessToken } from '@/lib/api-client'
import { fileNameFrom, saveBlob } from '@/lib/admin/download'
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

/**
 * GET /api/admin/analytics?format=csv&section=… and hands the file to the
 * browser. A plain fetch with the bearer token: the api client reads JSON.
 */
export async function downloadAnalyticsCsv({ section, range }: AnalyticsCsvRequest): Promise<string> {
  const headers: Record<string, string> = { Accept: 'text/csv' }
  const token = readAccessToken()
  if (token) headers.Authorization = `Bearer ${token}`
  let response: Response
  try {
    response = await fetch(analyticsCsvUrl(section, range), { method: 'GET', headers })
  } catch {
    throw new ApiError(0, 'Network error')
  }
  if (!response.ok) {
    let message = response.statusText || `Request failed with status ${response.status}`
    try {
      const body: unknown = await response.json()
      if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
        message = body.message
      }
    } catch {
      // Not JSON: keep the status text.
    }
    throw new ApiError(response.status, message)
  }
  const fileName = fileNameFrom(response.headers.get('Content-Disposition'), `analytics-${section}.csv`)
  saveBlob(await response.blob(), fileName)
  return fileName
}

export function useDownloadAnalyticsCsv() {
  return useMutation({ mutationFn: downloadAnalyticsCsv })
}
