import { ApiError, readAccessToken } from '@/lib/api-client'

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename); only a bare name. */
export function csvFileName(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback
  let name = ''
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)
  if (extended) {
    try {
      name = decodeURIComponent(extended[1].trim())
    } catch {
      name = ''
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition)
    name = (plain?.[1] ?? plain?.[2] ?? '').trim()
  }
  return name.replace(/^.*[\\/]/, '') || fallback
}

/**
 * Downloads a CSV export of the admin API (a plain fetch with the bearer
 * token: the api client reads JSON only) and hands it to the browser as a
 * file. A refusal becomes an ApiError with the server's message.
 */
export async function downloadCsv(url: string, fallbackName: string): Promise<string> {
  const headers: Record<string, string> = { Accept: 'text/csv' }
  const token = readAccessToken()
  if (token) headers.Authorization = `Bearer ${token}`
  let response: Response
  try {
    response = await fetch(url, { method: 'GET', headers })
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
  const fileName = csvFileName(response.headers.get('Content-Disposition'), fallbackName)
  const objectUrl = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = objectUrl
  link.download = fileName
  link.rel = 'noopener'
  link.hidden = true
  document.body.appendChild(link)
  try {
    link.click()
  } finally {
    link.remove()
    // Some browsers read the URL after click() returns: release it a moment later.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 1000)
  }
  return fileName
}
