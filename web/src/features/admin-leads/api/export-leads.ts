import { useMutation } from '@tanstack/react-query'
import { fileNameFrom as fileNameOf, saveBlob } from '@/lib/admin/download'
import { API_BASE, ApiError, readAccessToken } from '@/lib/api-client'
import { filterParams, type LeadFilters } from '../filters'

export const EXPORT_FALLBACK_NAME = 'leads.csv'

/** The URL of the CSV export for these filters: /api/admin/leads/export?…. */
export function exportUrl(filters: LeadFilters): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filterParams(filters))) {
    if (value !== '') params.set(key, value)
  }
  const query = params.toString()
  return `${API_BASE}/admin/leads/export${query ? `?${query}` : ''}`
}

/** The file name of a Content-Disposition header, leads.csv without one. */
export function fileNameFrom(disposition: string | null, fallback = EXPORT_FALLBACK_NAME): string {
  return fileNameOf(disposition, fallback)
}

export interface CsvExport {
  blob: Blob
  fileName: string
}

/**
 * GET /api/admin/leads/export with the list filters. The api client reads
 * JSON only, so this is a plain fetch carrying the same bearer token.
 */
export async function fetchLeadsCsv(filters: LeadFilters): Promise<CsvExport> {
  const headers: Record<string, string> = { Accept: 'text/csv' }
  const token = readAccessToken()
  if (token) headers.Authorization = `Bearer ${token}`
  let response: Response
  try {
    response = await fetch(exportUrl(filters), { method: 'GET', headers })
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
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get('Content-Disposition')) }
}

export async function exportLeads(filters: LeadFilters): Promise<string> {
  const { blob, fileName } = await fetchLeadsCsv(filters)
  saveBlob(blob, fileName)
  return fileName
}

export function useExportLeads() {
  return useMutation({ mutationFn: exportLeads })
}
