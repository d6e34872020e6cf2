import { useMutation } from '@tanstack/react-query'
import { API_BASE } from '@/lib/api-client'
import { downloadCsv } from '@/lib/admin/download'

export const CONVERSIONS_FALLBACK_NAME = 'conversions.csv'

/** The operator's days (YYYY-MM-DD, first and last, both included). */
export interface ConversionRange {
  from: string
  to: string
}

export function conversionsUrl({ from, to }: ConversionRange): string {
  const params = new URLSearchParams({ from, to })
  return `${API_BASE}/admin/conversions/export?${params.toString()}`
}

/**
 * GET /api/admin/conversions/export?from=&to=: the Google Ads offline
 * conversion import CSV, saved as a download; a 422 keeps its field errors.
 */
export function exportConversions(range: ConversionRange): Promise<string> {
  return downloadCsv(conversionsUrl(range), CONVERSIONS_FALLBACK_NAME)
}

export function useExportConversions() {
  return useMutation({ mutationFn: exportConversions })
}
