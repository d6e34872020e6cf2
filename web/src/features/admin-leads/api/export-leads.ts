import { useMutation } from '@tanstack/react-query'
import { fetchCsv, fileNameFrom as fileNameOf, saveBlob, type DownloadedFile } from '@/lib/admin/download'
import { API_BASE } from '@/lib/api-client'
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

/** GET /api/admin/leads/export with the list filters. */
export function fetchLeadsCsv(filters: LeadFilters): Promise<DownloadedFile> {
  return fetchCsv(exportUrl(filters), EXPORT_FALLBACK_NAME)
}

export async function exportLeads(filters: LeadFilters): Promise<string> {
  const { blob, fileName } = await fetchLeadsCsv(filters)
  saveBlob(blob, fileName)
  return fileName
}

export function useExportLeads() {
  return useMutation({ mutationFn: exportLeads })
}
