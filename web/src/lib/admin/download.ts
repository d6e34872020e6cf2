/** Helpers for files the admin area and the partner portal download (CSV exports, invoice PDFs). */

import { ApiError, readAccessToken, withConfirmation } from '@/lib/api-client'

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)
  let name = ''
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
  // Only a bare file name: no directories.
  name = name.replace(/^.*[\\/]/, '')
  return name || fallback
}

/** Hands a Blob to the browser as a download (object URL + a temporary <a download>). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.hidden = true
  document.body.appendChild(link)
  try {
    link.click()
  } finally {
    link.remove()
    // Some browsers read the URL after click() returns: release it a moment later.
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
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

export interface DownloadedFile {
  blob: Blob
  fileName: string
}

/**
 * Reads a CSV export of the admin API: a plain fetch with the bearer token
 * (the api client reads JSON only). A refusal becomes an ApiError with the
 * server's message and, for a 422, its field errors.
 */
export function fetchCsv(url: string, fallbackName: string): Promise<DownloadedFile> {
  // An export is one of the most sensitive actions: the server may ask for a fresh check first.
  return withConfirmation(() => requestFile(url, 'text/csv', fallbackName))
}

/**
 * Reads a file of the API (accept: its media type) with the bearer token:
 * a link could not carry it, and the API never takes a token in a URL.
 */
async function requestFile(url: string, accept: string, fallbackName: string): Promise<DownloadedFile> {
  const headers: Record<string, string> = { Accept: accept }
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
    let fields: Record<string, string> = {}
    let code = ''
    try {
      const body: unknown = await response.json()
      if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) message = body.message
      if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') code = body.code
      fields = firstErrors(body)
    } catch {
      // Not JSON: keep the status text.
    }
    throw new ApiError(response.status, message, fields, code)
  }
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get('Content-Disposition'), fallbackName) }
}

/** Reads a CSV export (fetchCsv) and hands it to the browser as a file; returns its name. */
export async function downloadCsv(url: string, fallbackName: string): Promise<string> {
  const { blob, fileName } = await fetchCsv(url, fallbackName)
  saveBlob(blob, fileName)
  return fileName
}

/** Reads a PDF of the API (an invoice) and hands it to the browser as a file; returns its name. */
export async function downloadPdf(url: string, fallbackName: string): Promise<string> {
  const { blob, fileName } = await requestFile(url, 'application/pdf', fallbackName)
  saveBlob(blob, fileName)
  return fileName
}
