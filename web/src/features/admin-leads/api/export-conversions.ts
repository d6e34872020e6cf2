import { useMutation } from '@tanstack/react-query'
import { API_BASE, ApiError, readAccessToken } from '@/lib/api-client'
import { fileNameFrom, saveBlob } from '@/lib/admin/download'

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

/** The first message per field of a 422 answer's `errors`. */
function firstErrors(body: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  if (!body || typeof body !== 'object' || !('errors' in body) || !body.errors || typeof body.errors !== 'object') return out
  for (const [field, messages] of Object.entries(body.errors as Record<string, unknown>)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') out[field] = messages[0]
  }
  return out
}

/**
 * GET /api/admin/conversions/export?from=&to=: the Google Ads offline
 * conversion import CSV, saved as a download. A plain fetch with the bearer
 * token (the api client reads JSON only); a 422 keeps its field errors.
 */
export async function exportConversions(range: ConversionRange): Promise<string> {
  const headers: Record<string, string> = { Accept: 'text/csv' }
  const token = readAccessToken()
  if (token) headers.Authorization = `Bearer ${token}`
  let response: Response
  try {
    response = await fetch(conversionsUrl(range), { method: 'GET', headers })
  } catch {
    throw new ApiError(0, 'Network error')
  }
  if (!response.ok) {
    let message = response.statusText || `Request failed with status ${response.status}`
    let fields: Record<string, string> = {}
    try {
      const body: unknown = await response.json()
      if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) message = body.message
      fields = firstErrors(body)
    } catch {
      // Not JSON: keep the status text.
    }
    throw new ApiError(response.status, message, fields)
  }
  const fileName = fileNameFrom(response.headers.get('Content-Disposition'), CONVERSIONS_FALLBACK_NAME)
  saveBlob(await response.blob(), fileName)
  return fileName
}

export function useExportConversions() {
  return useMutation({ mutationFn: exportConversions })
}
